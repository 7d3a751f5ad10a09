import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { z } from 'zod'
import { callHoursSchema } from '../calls/hours-schema.ts'
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
} from '../content/schemas.ts'
import { estimatorSchema } from '../estimate/rates-schema.ts'
import { fieldsOf, jsonSchemaOf, type CmsField, type FieldOverride } from './fields.ts'

/**
 * The Decap CMS configuration (/cms), generated from the content's schemas at build time: never
 * written by hand. Each collection names the schema its files follow (`schema`), so a test can
 * hold the two against each other field by field.
 */
export interface CmsBackendOptions {
  /** github (the default), gitlab, or proxy (a local decap-server only). */
  backend: 'github' | 'gitlab' | 'proxy'
  /** owner/name of the repository holding this site. */
  repo?: string
  branch: string
  /** The site's public origin: its API signs marketers in to GitHub (/api/cms/auth). */
  siteOrigin: string
  gitlabAppId?: string
  /** Self-hosted GitLab, e.g. https://git.example.com (default https://gitlab.com). */
  gitlabUrl?: string
  /** The local proxy (decap-server) that `npm run dev` starts, used on localhost only. */
  localProxyUrl: string
}

export interface CmsCollection {
  name: string
  label: string
  label_singular?: string
  description: string
  folder?: string
  extension?: string
  format?: string
  create?: boolean
  delete?: boolean
  slug?: string
  identifier_field?: string
  summary?: string
  sortable_fields?: string[]
  media_folder?: string
  public_folder?: string
  preview_path?: string
  files?: { name: string; label: string; file: string; fields: CmsField[] }[]
  fields?: CmsField[]
}

/** A content collection with the schema its files follow (kept apart from what Decap reads). */
export interface SchemaCollection {
  collection: CmsCollection
  /** The zod schema each file is validated with by the build. */
  schema: z.ZodType
  /** A Markdown body after the front matter. */
  body: boolean
}

const contentDir = 'src/content'
/** What the loader checks in every Markdown body (read-content.ts): 200 characters, no "# ". */
const bodyField: CmsField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  hint: 'Sections start at "## " (the title is the page\'s only main heading).',
  pattern: [
    '^(?![\\s\\S]*(?:^|\\n)# )[\\s\\S]{200,}$',
    'Write at least 200 characters, and start sections at "## ", not "# " (the title is the main heading)',
  ],
}

/** Fields whose plain widget is not the best one: relations, images and their folders. */
function overrides(mediaFolder?: string): FieldOverride {
  return (path, field) => {
    if (path === 'cover' && mediaFolder) {
      // The image widget checks what it offers itself (Decap tests its own value, not the path
      // it writes, against a pattern); the build names a cover of another type with its file.
      return {
        ...field,
        pattern: undefined,
        widget: 'image',
        hint: 'An SVG illustration, or a PNG or JPEG photo (the build makes AVIF and WebP sizes of it).',
        media_folder: `/public/images/${mediaFolder}`,
        public_folder: `/images/${mediaFolder}`,
        choose_url: false,
      }
    }
    return field
  }
}

const caseStudyOverrides: FieldOverride = (path, field) => {
  // A case study's services are services of the site: picked from that collection.
  if (path === 'services') {
    return {
      name: field.name,
      label: field.label,
      widget: 'relation',
      collection: 'services',
      value_field: '{{slug}}',
      search_fields: ['shortName', 'title'],
      display_fields: ['shortName'],
      multiple: true,
      min: 1,
    }
  }
  return overrides('case-studies')(path, field)
}

function fields(schema: z.ZodType, override: FieldOverride = overrides()): CmsField[] {
  return fieldsOf(jsonSchemaOf(schema), override)
}

/** The country files with facts (an alias such as usa.yaml only points at another prefix). */
function countryFiles(root: string) {
  const dir = join(root, contentDir, 'countries')
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .flatMap((name) => {
      const data = parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>
      if ('aliasOf' in data) return []
      const prefix = name.replace(/\.yaml$/, '')
      return [
        { prefix, name: String(data.name ?? prefix), file: `${contentDir}/countries/${name}` },
      ]
    })
}

/** The schema of a country file with facts (the union's first member). */
const countryFactsSchema = countrySchema.options[0]

export function schemaCollections(root = process.cwd()): SchemaCollection[] {
  const markdown = { extension: 'md', format: 'frontmatter' }
  const yamlFolder = { extension: 'yaml', format: 'yml' }
  const fixed = { create: false, delete: false }
  return [
    {
      schema: blogPostSchema,
      body: true,
      collection: {
        name: 'blog',
        label: 'Blog posts',
        label_singular: 'Blog post',
        description: 'Articles at /blogs. A new post is live once its change is published.',
        folder: `${contentDir}/blog`,
        ...markdown,
        create: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}} ({{date}})',
        sortable_fields: ['date', 'title'],
        media_folder: '/public/images/blog',
        public_folder: '/images/blog',
        preview_path: 'blogs/{{slug}}',
        fields: [...fields(blogPostSchema, overrides('blog')), bodyField],
      },
    },
    {
      schema: caseStudySchema,
      body: true,
      collection: {
        name: 'case-studies',
        label: 'Case studies',
        label_singular: 'Case study',
        description: 'Client stories at /case-studies, with their results.',
        folder: `${contentDir}/case-studies`,
        ...markdown,
        create: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}} ({{date}})',
        sortable_fields: ['date', 'title'],
        media_folder: '/public/images/case-studies',
        public_folder: '/images/case-studies',
        preview_path: 'case-studies/{{slug}}',
        fields: [...fields(caseStudySchema, caseStudyOverrides), bodyField],
      },
    },
    {
      schema: jobOpeningSchema,
      body: true,
      collection: {
        name: 'careers',
        label: 'Job openings',
        label_singular: 'Job opening',
        description:
          'Openings at /careers. An opening closes itself after "Valid through"; delete it to remove it at once.',
        folder: `${contentDir}/careers`,
        ...markdown,
        create: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}} (until {{validThrough}})',
        sortable_fields: ['datePosted', 'title'],
        preview_path: 'careers/{{slug}}',
        fields: [...fields(jobOpeningSchema), bodyField],
      },
    },
    {
      schema: serviceSchema,
      body: false,
      collection: {
        name: 'services',
        label: 'Services',
        label_singular: 'Service',
        description:
          'The copy of each service page. A new service also needs a menu entry (an engineer adds it to src/content/services.ts).',
        folder: `${contentDir}/services`,
        ...yamlFolder,
        ...fixed,
        identifier_field: 'title',
        summary: '{{shortName}}',
        preview_path: 'services/{{slug}}',
        fields: fields(serviceSchema),
      },
    },
    {
      schema: hireRoleSchema,
      body: false,
      collection: {
        name: 'hire',
        label: 'Hire developer pages',
        label_singular: 'Hire developer page',
        description: 'The copy of each hire-a-developer page.',
        folder: `${contentDir}/hire`,
        ...yamlFolder,
        ...fixed,
        identifier_field: 'title',
        summary: '{{title}}',
        fields: fields(hireRoleSchema),
      },
    },
    {
      schema: countryFactsSchema,
      body: false,
      collection: {
        name: 'countries',
        label: 'Country pages',
        label_singular: 'Country',
        description:
          'What every service page of a market says about it (/au/…, /uk/…). A second prefix for a market (usa → us) is set by an engineer.',
        files: countryFiles(root).map((country) => ({
          name: country.prefix,
          label: `${country.name} (/${country.prefix}/…)`,
          file: country.file,
          fields: fields(countryFactsSchema),
        })),
      },
    },
    {
      schema: pageSchema,
      body: false,
      collection: {
        name: 'pages',
        label: 'Page copy',
        label_singular: 'Page',
        description: 'The fixed pages: home, about, contact, careers, privacy and the others.',
        folder: `${contentDir}/pages`,
        ...yamlFolder,
        ...fixed,
        identifier_field: 'heading',
        summary: '{{heading}} ({{filename}})',
        fields: fields(pageSchema),
      },
    },
    {
      schema: faqTopicSchema,
      body: false,
      collection: {
        name: 'faqs',
        label: 'FAQs',
        label_singular: 'FAQ topic',
        description: 'The topics of /resources/faqs, in the order of their "Order" number.',
        folder: `${contentDir}/faqs`,
        ...yamlFolder,
        create: true,
        slug: '{{slug}}',
        identifier_field: 'topic',
        summary: '{{order}}. {{topic}}',
        sortable_fields: ['order', 'topic'],
        fields: fields(faqTopicSchema),
      },
    },
    ...singleFile(
      'engagement-models',
      'Engagement models',
      'The three ways to work with us and the hiring steps (about and hire pages).',
      'engagement-models.yaml',
      engagementModelsSchema,
    ),
    ...singleFile(
      'estimator',
      'Estimator rates',
      'The questions, weeks, team sizes and multipliers of /estimate. The API reads the same file when it starts: a change reaches it with the next deploy.',
      'estimator.yaml',
      estimatorSchema,
    ),
    ...singleFile(
      'call-hours',
      'Call hours',
      'When visitors can ask for a call (/call): working days, hours and holidays.',
      'call-hours.yaml',
      callHoursSchema,
    ),
  ]
}

function singleFile(
  name: string,
  label: string,
  description: string,
  file: string,
  schema: z.ZodType,
): SchemaCollection[] {
  return [
    {
      schema,
      body: false,
      collection: {
        name,
        label,
        description,
        files: [{ name, label, file: `${contentDir}/${file}`, fields: fields(schema) }],
      },
    },
  ]
}

function backendOf(options: CmsBackendOptions) {
  const branch = options.branch
  if (options.backend === 'gitlab') {
    const base = options.gitlabUrl ?? 'https://gitlab.com'
    return {
      name: 'gitlab',
      repo: options.repo,
      branch,
      auth_type: 'pkce',
      app_id: options.gitlabAppId,
      base_url: base,
      api_root: `${base}/api/v4`,
      auth_endpoint: 'oauth/authorize',
    }
  }
  if (options.backend === 'proxy') {
    return { name: 'proxy', proxy_url: options.localProxyUrl, branch }
  }
  return {
    name: 'github',
    repo: options.repo,
    branch,
    // Our API is the OAuth client (server/routes/cms-auth.ts): GitHub's secret stays there.
    base_url: options.siteOrigin,
    auth_endpoint: 'api/cms/auth',
  }
}

/** The configuration Decap reads (CMS.init), for one deployment's backend. */
export function cmsConfig(options: CmsBackendOptions, root = process.cwd()) {
  return {
    load_config_file: false,
    backend: backendOf(options),
    // Each entry is a branch and a pull request until it is published (GitHub, GitLab).
    publish_mode: 'editorial_workflow',
    // On localhost only: the proxy `npm run dev` starts writes into this working copy.
    local_backend: { url: options.localProxyUrl },
    site_url: options.siteOrigin,
    display_url: options.siteOrigin,
    logo_url: '/favicon.svg',
    media_folder: 'public/images',
    public_folder: '/images',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: schemaCollections(root).map((entry) => entry.collection),
  }
}

export type CmsConfig = ReturnType<typeof cmsConfig>
