import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fixedPages } from '../../config/pages.ts'
import { hireRoles } from '../hire-roles.ts'
import {
  blogPostSchema,
  caseStudySchema,
  countrySchema,
  engagementModelsSchema,
  faqTopicSchema,
  hireRoleSchema,
  jobOpeningSchema,
  pageSchema,
  serviceSchema,
  technologyLogosSchema,
} from '../schemas.ts'
import { callHoursSchema } from '../../calls/hours-schema.ts'
import { estimatorSchema } from '../../estimate/rates-schema.ts'
import { isIconName } from '../icons.ts'
import { isClosed } from '../publication.ts'
import { services } from '../services.ts'
import type { Country } from '../types.ts'
import { ContentError, displayPath, listFiles, readMarkdown, readYaml } from './read-content.ts'
import { anchorHeadings } from './headings.ts'
import { blogTopics, caseStudyFacets } from './topics.ts'
import { loadTranslations } from './translations.ts'

function requireFiles<T extends { slug: string }>(
  dir: string,
  found: T[],
  expected: readonly string[],
  listName: string,
): Map<string, T> {
  const bySlug = new Map(found.map((entry) => [entry.slug, entry]))
  for (const slug of expected) {
    if (!bySlug.has(slug)) {
      throw new ContentError(`${displayPath(join(dir, `${slug}.yaml`))} is missing (${listName})`)
    }
  }
  for (const slug of bySlug.keys()) {
    if (!expected.includes(slug)) {
      throw new ContentError(
        `${displayPath(join(dir, `${slug}.yaml`))}: no entry "${slug}" in ${listName}; add it there or rename the file`,
      )
    }
  }
  return bySlug
}

function loadCountries(dir: string): Country[] {
  const entries = listFiles(dir, '.yaml').map(({ slug, file }) => ({
    prefix: slug,
    file,
    data: readYaml(file, countrySchema),
  }))
  const byPrefix = new Map(entries.map((entry) => [entry.prefix, entry]))
  return entries
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ prefix, file, data }) => {
      if (!('aliasOf' in data)) return { prefix, ...data, canonicalPrefix: prefix }
      const target = byPrefix.get(data.aliasOf)?.data
      if (!target || 'aliasOf' in target) {
        throw new ContentError(
          `${displayPath(file)}: field "aliasOf": "${data.aliasOf}" is not a country file with facts`,
        )
      }
      // An alias serves the same market under a second prefix; its canonical is the target's.
      return { prefix, ...target, hreflang: undefined, canonicalPrefix: data.aliasOf }
    })
}

/** The menu data in src/content/*.ts names icons too: an unknown name stops the build. */
function checkMenuIcons(entries: readonly { slug: string; icon: string }[], file: string) {
  for (const [index, entry] of entries.entries()) {
    if (!isIconName(entry.icon)) {
      throw new ContentError(
        `${file}: field "${index}.icon" (${entry.slug}): unknown icon "${entry.icon}": use a name from https://lucide.dev/icons`,
      )
    }
  }
}

/** Every collection, read from `root` (src/content unless a test passes a fixture). */
export function loadCollections(
  root = join(process.cwd(), 'src', 'content'),
  publicDir = join(process.cwd(), 'public'),
) {
  const withCover = <T extends { file: string; data: { cover: string } }>(entry: T) => {
    if (!existsSync(join(publicDir, entry.data.cover))) {
      throw new ContentError(
        `${displayPath(entry.file)}: field "cover": ${entry.data.cover} is not a file in public/`,
      )
    }
    return entry
  }

  checkMenuIcons(services, 'src/content/services.ts')
  checkMenuIcons(hireRoles, 'src/content/hire-roles.ts')
  const serviceDir = join(root, 'services')
  const serviceFiles = listFiles(serviceDir, '.yaml').map(({ slug, file }) => ({
    slug,
    ...readYaml(file, serviceSchema),
  }))
  const serviceContent = requireFiles(
    serviceDir,
    serviceFiles,
    services.map((service) => service.slug),
    'src/content/services.ts',
  )

  const hireDir = join(root, 'hire')
  const hireContent = requireFiles(
    hireDir,
    listFiles(hireDir, '.yaml').map(({ slug, file }) => ({
      slug,
      ...readYaml(file, hireRoleSchema),
    })),
    hireRoles.map((role) => role.slug),
    'src/content/hire-roles.ts',
  )

  const pagesDir = join(root, 'pages')
  const pages = requireFiles(
    pagesDir,
    listFiles(pagesDir, '.yaml').map(({ slug, file }) => ({ slug, ...readYaml(file, pageSchema) })),
    Object.keys(fixedPages),
    'the fixed pages of src/config/pages.ts',
  )

  const serviceSlugs: string[] = services.map((service) => service.slug)
  const caseStudies = listFiles(join(root, 'case-studies'), '.md').map(({ slug, file }) => {
    const study = readMarkdown(file, slug, caseStudySchema)
    for (const [index, service] of study.data.services.entries()) {
      if (!serviceSlugs.includes(service)) {
        throw new ContentError(
          `${displayPath(file)}: field "services.${index}": "${service}" is not a service slug of src/content/services.ts`,
        )
      }
    }
    return withCover(study)
  })

  const jobs = listFiles(join(root, 'careers'), '.md').map(({ slug, file }) => {
    const job = readMarkdown(file, slug, jobOpeningSchema)
    if (job.data.validThrough <= job.data.datePosted) {
      throw new ContentError(`${displayPath(file)}: field "validThrough": must be after datePosted`)
    }
    return { ...job, closed: isClosed(job.data.validThrough) }
  })

  const countries = loadCountries(join(root, 'countries'))
  const estimatorFile = join(root, 'estimator.yaml')
  const estimator = readYaml(estimatorFile, estimatorSchema)
  // A visitor from a country page sees the estimate in that country's currency.
  for (const country of countries) {
    if (
      'currency' in country &&
      !estimator.currencies.some((c) => c.code === country.currency.code)
    ) {
      throw new ContentError(
        `${displayPath(estimatorFile)}: field "currencies": no weekRate for ${country.currency.code}, the currency of ${displayPath(join(root, 'countries', `${country.prefix}.yaml`))}`,
      )
    }
  }

  const byDateDesc = <T extends { data: { date: string } }>(a: T, b: T) =>
    b.data.date.localeCompare(a.data.date)
  // A post's sections get ids for its table of contents (case studies and jobs have none).
  const posts = listFiles(join(root, 'blog'), '.md')
    .map(({ slug, file }) => withCover(readMarkdown(file, slug, blogPostSchema)))
    .map((post) => ({ ...post, ...anchorHeadings(post.html) }))
    .sort(byDateDesc)

  return {
    services: serviceContent,
    /** The services' and markets' copy in the other languages (src/i18n/locales.ts). */
    translations: loadTranslations(root, { services: serviceContent, countries }),
    hireRoles: hireContent,
    pages,
    countries,
    /** The project estimator's questions and rates (/estimate, POST /api/estimate). */
    estimator,
    /** When the company takes calls (/call, POST /api/call): zone, days, hours, holidays. */
    callHours: readYaml(join(root, 'call-hours.yaml'), callHoursSchema),
    engagementModels: readYaml(join(root, 'engagement-models.yaml'), engagementModelsSchema),
    /** Technology name → simple-icons slug. */
    technologyLogos: readYaml(join(root, 'technology-logos.yaml'), technologyLogosSchema),
    faqTopics: listFiles(join(root, 'faqs'), '.yaml')
      .map(({ file }) => readYaml(file, faqTopicSchema))
      .sort((a, b) => a.order - b.order),
    posts,
    /** The blog's categories and tags, each with its page and posts (checked: one slug, one name). */
    blogTopics: blogTopics(posts),
    caseStudies: caseStudies.sort(byDateDesc),
    /** The case studies' industries, services and technologies, each with its page and studies. */
    caseStudyFacets: caseStudyFacets(caseStudies),
    jobs: jobs.sort((a, b) => b.data.datePosted.localeCompare(a.data.datePosted)),
    /** Where the images the content names live (served from the site root). */
    publicDir,
  }
}

export type Collections = ReturnType<typeof loadCollections>

let cached: Collections | undefined

/** The site's content, read once per build. */
export function collections(): Collections {
  cached ??= loadCollections()
  return cached
}

/** Points the build-time loaders at other content (tests use a fixture copy of src/content). */
export function loadContentFrom(root: string, publicDir: string): Collections {
  cached = loadCollections(root, publicDir)
  return cached
}
