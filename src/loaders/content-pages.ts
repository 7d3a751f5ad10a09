import { crumbs, trail, type Breadcrumb } from '../config/breadcrumbs.ts'
import { paths } from '../config/paths.ts'
import { hireRoles } from '../content/hire-roles.ts'
import { collections, type PageId } from '../content/loader/collections.ts'
import { serviceColumns, services } from '../content/services.ts'
import type { Section } from '../content/types.ts'
import { pageHead } from '../seo/head.ts'
import { faqPage, itemList, organization, professionalService, webSite } from '../seo/json-ld.ts'
import type { Thing } from 'schema-dts'
import { caseStudyCard, jobCard, postCard } from './cards.ts'
import type { ContentPageData, Listing } from './page-data.ts'

/** Where each fixed page lives and which trail leads to it. */
const pageRoutes: Record<PageId, { path: string; parents: Breadcrumb[] }> = {
  home: { path: paths.home.href(), parents: [] },
  about: { path: paths.about.href(), parents: [] },
  'about-company': { path: paths.aboutCompany.href(), parents: [crumbs.about] },
  'about-why': { path: paths.aboutWhy.href(), parents: [crumbs.about] },
  'about-team': { path: paths.aboutTeam.href(), parents: [crumbs.about] },
  'about-engagement-models': { path: paths.aboutEngagementModels.href(), parents: [crumbs.about] },
  blogs: { path: paths.blogs.href(), parents: [] },
  careers: { path: paths.careers.href(), parents: [] },
  'case-studies': { path: paths.caseStudies.href(), parents: [] },
  contact: { path: paths.contact.href(), parents: [] },
  resources: { path: paths.resources.href(), parents: [] },
  faqs: { path: paths.faqs.href(), parents: [crumbs.resources] },
  'hire-developers': { path: paths.hireDevelopers.href(), parents: [] },
}

export const contentPagePath = (id: PageId) => pageRoutes[id].path

function resolveSections(id: PageId): Section[] {
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
          })),
        }
      case 'engagement-models':
        return { ...section, models: c.engagementModels.models }
      case 'case-studies':
        return {
          ...section,
          items: c.caseStudies
            .filter((study) => !section.featured || study.data.featured)
            .map(caseStudyCard),
        }
      case 'posts':
        return { ...section, items: c.posts.slice(0, section.limit).map(postCard) }
      default:
        return section
    }
  })
}

function listing(id: PageId): Listing | undefined {
  const c = collections()
  switch (id) {
    case 'blogs':
      return {
        type: 'posts',
        items: c.posts.map(postCard),
        categories: [...new Set(c.posts.map((post) => post.data.category))].sort(),
      }
    case 'case-studies':
      return { type: 'case-studies', items: c.caseStudies.map(caseStudyCard) }
    case 'careers':
      return { type: 'jobs', items: c.jobs.filter((job) => !job.closed).map(jobCard) }
    case 'faqs':
      return {
        type: 'faq-topics',
        topics: c.faqTopics.map((topic) => ({
          id: topic.topic.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          topic: topic.topic,
          items: topic.items,
        })),
      }
    default:
      return undefined
  }
}

/** Structured data beyond WebPage + BreadcrumbList, from what the page shows. */
function structuredData(id: PageId, sections: Section[], list: Listing | undefined): Thing[] {
  const nodes: Thing[] = []
  if (id === 'contact' || id === 'about' || id === 'about-company')
    nodes.push(professionalService())
  const faqs = sections.flatMap((section) => (section.type === 'faqs' ? section.items : []))
  if (list?.type === 'faq-topics') faqs.push(...list.topics.flatMap((topic) => topic.items))
  if (faqs.length > 0) nodes.push(faqPage(faqs))
  if (list && list.type !== 'faq-topics') {
    nodes.push(itemList(list.items.map((item) => ({ name: item.title, path: item.href }))))
  }
  if (id === 'hire-developers') {
    const roles = sections.flatMap((section) =>
      section.type === 'hire-roles' ? section.items : [],
    )
    nodes.push(itemList(roles.map((role) => ({ name: role.title, path: role.href }))))
  }
  return nodes
}

export function contentPage(id: PageId): ContentPageData {
  const page = collections().pages.get(id)
  if (!page) throw new Error(`No content for page ${id}`)
  const { path, parents } = pageRoutes[id]
  const sections = resolveSections(id)
  const list = listing(id)
  const breadcrumbs = id === 'home' ? [] : trail(...parents, { name: page.title, path })
  const head = pageHead({
    title: page.title,
    description: page.description,
    path,
    ...(id === 'home'
      ? { graph: [organization(), webSite(), professionalService()] }
      : { breadcrumbs, structuredData: structuredData(id, sections, list) }),
  })
  return {
    head,
    breadcrumbs,
    heading: page.heading,
    intro: page.intro,
    sections,
    ...(list ? { listing: list } : {}),
  }
}
