import { slugify } from '../lib/slug.ts'
import { paths } from './paths.ts'

const under = paths.caseStudyFacet.href

/**
 * The pages of a case-study industry, service (by its slug) and technology (routed as
 * `paths.caseStudyFacet`; src/content/loader/topics.ts checks the slugs). Apart from `paths` so
 * that only the pages linking to them ship them.
 */
export const facetPaths = {
  industry: (industry: string) => under('industry', slugify(industry)),
  service: (service: string) => under('service', service),
  technology: (technology: string) => under('technology', slugify(technology)),
}
