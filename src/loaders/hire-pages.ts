import { trailTo } from '../config/breadcrumbs.ts'
import { paths } from '../config/paths.ts'
import { findHireRole, hireRoles } from '../content/hire-roles.ts'
import { collections } from '../content/loader/collections.ts'
import { pageHead } from '../seo/head.ts'
import { faqPage, service } from '../seo/json-ld.ts'
import type { HireRolePageData } from './page-data.ts'
import { relatedCaseStudy, requireArt, technologies } from './visuals.ts'

export function hireRolePage(slug: string | undefined): HireRolePageData | null {
  const entry = findHireRole(slug)
  const content = entry && collections().hireRoles.get(entry.slug)
  if (!entry || !content) return null
  const path = paths.hireRole.href(entry.slug)
  const breadcrumbs = trailTo('hire-developers', { name: entry.name, path })
  const { engagementModels } = collections()
  return {
    head: pageHead({
      title: content.title,
      description: content.description,
      path,
      breadcrumbs,
      structuredData: [
        service({ name: content.title, description: content.summary, path, area: 'world' }),
        faqPage(content.faqs),
      ],
    }),
    breadcrumbs,
    role: {
      slug: entry.slug,
      name: entry.name,
      title: content.title,
      summary: content.summary,
      intro: content.intro,
      icon: entry.icon,
      art: requireArt(entry.slug, `the hire role "${entry.slug}"`),
    },
    technologies: technologies(content.technologies),
    caseStudy: relatedCaseStudy({ technologies: content.technologies }),
    responsibilities: content.responsibilities,
    skills: content.skills,
    faqs: content.faqs,
    engagementModels: engagementModels.models,
    hiringProcess: engagementModels.hiringProcess,
    otherRoles: hireRoles
      .filter((role) => role.slug !== entry.slug)
      .map((role) => ({
        title: role.name,
        href: paths.hireRole.href(role.slug),
        text: collections().hireRoles.get(role.slug)?.summary ?? '',
        icon: role.icon,
      })),
  }
}
