import { paths } from './paths.ts'

export interface Breadcrumb {
  name: string
  path: string
}

/** Breadcrumb trails share their first steps; pages append their own. */
export const crumbs = {
  home: { name: 'Home', path: paths.home.href() },
  about: { name: 'About', path: paths.about.href() },
  resources: { name: 'Resources', path: paths.resources.href() },
  hireDevelopers: { name: 'Hire Developers', path: paths.hireDevelopers.href() },
  blogs: { name: 'Blog', path: paths.blogs.href() },
  caseStudies: { name: 'Case Studies', path: paths.caseStudies.href() },
  careers: { name: 'Careers', path: paths.careers.href() },
} satisfies Record<string, Breadcrumb>

export function trail(...steps: Breadcrumb[]): Breadcrumb[] {
  return [crumbs.home, ...steps]
}
