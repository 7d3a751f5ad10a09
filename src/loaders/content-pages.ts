import { pageCluster } from './service-pages.ts'
import { storedItems } from '../config/stored-items.ts'
import { formFields } from '../forms/collected.ts'
import { trailTo } from '../config/breadcrumbs.ts'
import {
  fixedPages,
  fixedScreens,
  type FixedPage,
  type FixedPageId,
  type ListingKind,
} from '../config/pages.ts'
import { pagePath, paths } from '../config/paths.ts'
import { hireRoles } from '../content/hire-roles.ts'
import { collections } from '../content/loader/collections.ts'
import { serviceColumns, services } from '../content/services.ts'
import type { Section } from '../content/types.ts'
import { pageHead } from '../seo/head.ts'
import { faqPage, itemList, organization, professionalService, webSite } from '../seo/json-ld.ts'
import type { Thing } from 'schema-dts'
import { artOf, featuredCaseStudy, proofOf, technologies } from './visuals.ts'
import { callHoursListing } from './call-hours.ts'
import { caseStudyCard, jobCard, postCard } from './cards.ts'
import { caseStudyFacets } from './case-study-facet-pages.ts'
import type { ContentPageData, Listing } from './page-data.ts'

const registry: Record<string, FixedPage | undefined> = fixedPages

/**
 * The page's declaration in pages.ts, checked: a screen shows exactly one kind of listing (or
 * none), and a page that declares another would render without it. The error names the page
 * and fails the build (route-error.tsx rethrows during the static build).
 */
export function fixedPage(id: FixedPageId): FixedPage {
  const page = registry[id]
  if (!page) throw new Error(`No fixed page "${id}" in src/config/pages.ts`)
  const shown: ListingKind | undefined = fixedScreens[page.screen]
  if (shown !== page.listing) {
    const what = (kind: ListingKind | undefined) => (kind ? `the ${kind} listing` : 'no listing')
    throw new Error(
      `Fixed page "${id}" (src/config/pages.ts): its screen "${page.screen}" shows ${what(shown)}, but the page declares ${what(page.listing)}`,
    )
  }
  return page
}

function resolveSections(id: FixedPageId): Section[] {
  const c = collections()
  const page = c.pages.get(id)
  if (!page) throw new Error(`No content for page ${id}`)
  return page.sections.map((section): Section => {
    switch (section.type) {
      case 'services':
        return {
          ...section,
          columns: serviceColumns.map((column) => ({
            id: column.id,
            title: column.title,
            items: services
              .filter((service) => service.column === column.id)
              .map((service) => ({
                title: service.name,
                href: paths.service.href(service.slug),
                text: c.services.get(service.slug)?.summary ?? '',
                icon: service.icon,
              })),
          })),
        }
      case 'hire-roles':
        return {
          ...section,
          items: hireRoles.map((role) => ({
            title: role.name,
            href: paths.hireRole.href(role.slug),
            text: c.hireRoles.get(role.slug)?.summary ?? '',
            icon: role.icon,
          })),
        }
      case 'engagement-models':
        return { ...section, models: c.engagementModels.models }
      case 'case-studies': {
        const shown = c.caseStudies.filter((study) => !section.featured || study.data.featured)
        // A section of featured work tells the first study in full, the others as cards.
        const [first, ...rest] = shown
        return section.featured && first
          ? { ...section, feature: featuredCaseStudy(first), items: rest.map(caseStudyCard) }
          : { ...section, items: shown.map(caseStudyCard) }
      }
      case 'technologies':
        return {
          ...section,
          logos: section.groups.map((group) => ({
            name: group.name,
            items: technologies(group.items),
          })),
        }
      case 'posts':
        return { ...section, items: c.posts.slice(0, section.limit).map(postCard) }
      case 'form-data':
        return { ...section, fields: formFields[section.form]() }
      case 'storage':
        return { ...section, items: storedItems }
      default:
        return section
    }
  })
}

/** The fixed pages the search page's topics list under "Company and resources", in order. */
const companyPages: FixedPageId[] = [
  'about',
  'about-company',
  'about-why',
  'about-team',
  'about-engagement-models',
  'careers',
  'resources',
  'faqs',
  'estimate',
  'call',
  'contact',
  'privacy',
]

/** Every service, role, blog category and industry, and the company's own pages. */
function siteTopics(): Extract<Listing, { type: 'topics' }> {
  const { blogTopics, caseStudyFacets: facets } = collections()
  const industry = caseStudyFacets.industry
  return {
    type: 'topics',
    groups: [
      {
        heading: 'Services',
        links: services.map((service) => ({
          name: service.name,
          href: paths.service.href(service.slug),
          icon: service.icon,
        })),
      },
      {
        heading: 'Hire developers',
        links: hireRoles.map((role) => ({
          name: role.name,
          href: paths.hireRole.href(role.slug),
          icon: role.icon,
        })),
      },
      {
        heading: 'Case studies by industry',
        links: industry.topics(facets).map((topic) => ({
          name: topic.name,
          href: industry.href(topic),
        })),
      },
      {
        heading: 'Blog topics',
        links: blogTopics.categories.map((topic) => ({
          name: topic.name,
          href: paths.blogCategory.href(topic.name),
        })),
      },
      {
        heading: 'Company and resources',
        links: companyPages.map((id) => ({
          name: fixedPages[id].label,
          href: pagePath(id),
        })),
      },
    ],
  }
}

/** Each listing a screen can show, filled from the content. */
const listings: { [K in ListingKind]: () => Extract<Listing, { type: K }> } = {
  posts: () => {
    const { posts } = collections()
    return {
      type: 'posts',
      items: posts.map(postCard),
      categories: [...new Set(posts.map((post) => post.data.category))].sort(),
    }
  },
  'case-studies': () => {
    const { caseStudies, caseStudyFacets: facets } = collections()
    return {
      type: 'case-studies',
      items: caseStudies.map(caseStudyCard),
      facets: (['industry', 'service', 'technology'] as const).map((key) => {
        const { label, topics, href } = caseStudyFacets[key]
        return {
          key,
          label,
          options: topics(facets).map((topic) => ({
            name: topic.name,
            slug: topic.slug,
            href: href(topic),
            items: topic.entries.map((study) => caseStudies.indexOf(study)),
          })),
        }
      }),
    }
  },
  jobs: () => ({
    type: 'jobs',
    items: collections()
      .jobs.filter((job) => !job.closed)
      .map(jobCard),
  }),
  estimator: () => ({ type: 'estimator', rates: collections().estimator }),
  'call-hours': () => callHoursListing(),
  topics: () => siteTopics(),
  'faq-topics': () => ({
    type: 'faq-topics',
    topics: collections().faqTopics.map((topic) => ({
      id: topic.topic.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      topic: topic.topic,
      items: topic.items,
    })),
  }),
}

/** Structured data beyond WebPage + BreadcrumbList: what the page declares and what it shows. */
function structuredData(page: FixedPage, sections: Section[], list: Listing | undefined): Thing[] {
  const declared = new Set(page.structuredData)
  const nodes: Thing[] = []
  if (declared.has('professional-service')) nodes.push(professionalService())
  const faqs = sections.flatMap((section) => (section.type === 'faqs' ? section.items : []))
  if (list?.type === 'faq-topics') faqs.push(...list.topics.flatMap((topic) => topic.items))
  if (faqs.length > 0) nodes.push(faqPage(faqs))
  if (list && (list.type === 'posts' || list.type === 'case-studies' || list.type === 'jobs')) {
    nodes.push(itemList(list.items.map((item) => ({ name: item.title, path: item.href }))))
  }
  if (declared.has('role-list')) {
    const roles = sections.flatMap((section) =>
      section.type === 'hire-roles' ? section.items : [],
    )
    nodes.push(itemList(roles.map((role) => ({ name: role.title, path: role.href }))))
  }
  return nodes
}

/** The home page's graph, which replaces WebPage + BreadcrumbList: the site and its owner. */
function siteGraph(page: FixedPage): Thing[] {
  const declared = new Set(page.structuredData)
  return [
    ...(declared.has('organization') ? [organization()] : []),
    ...(declared.has('web-site') ? [webSite()] : []),
    ...(declared.has('professional-service') ? [professionalService()] : []),
  ]
}

export function contentPage(id: FixedPageId): ContentPageData {
  const declaration = fixedPage(id)
  const page = collections().pages.get(id)
  if (!page) throw new Error(`No content for page ${id}`)
  const { path, parent } = declaration
  const root = path === pagePath('home')
  const sections = resolveSections(id)
  const list = declaration.listing ? listings[declaration.listing]() : undefined
  const breadcrumbs = root
    ? []
    : trailTo((parent as FixedPageId | undefined) ?? 'home', { name: page.title, path })
  const head = pageHead({
    title: page.title,
    description: page.description,
    path,
    ...(declaration.indexable === false && { indexable: false }),
    ...((id === 'contact' || id === 'call') && { alternates: pageCluster(id) }),
    ...(root
      ? { graph: siteGraph(declaration) }
      : { breadcrumbs, structuredData: structuredData(declaration, sections, list) }),
  })
  return {
    head,
    breadcrumbs,
    heading: page.heading,
    intro: page.intro,
    ...(page.actions ? { actions: page.actions } : {}),
    art: artOf(id),
    ...(root ? { proof: proofOf() } : {}),
    sections,
    ...(list ? { listing: list } : {}),
  }
}
