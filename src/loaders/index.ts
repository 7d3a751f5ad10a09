/**
 * Route loaders: build time only. routes.tsx imports this module in the server build alone,
 * so content, Markdown and zod never reach the browser; the browser replays the data the
 * build wrote into each page (first load) or fetches it once (client navigation).
 */
export { blogPostPage, caseStudyPage, jobPage } from './article-pages.ts'
export { contentPage } from './content-pages.ts'
export { hireRolePage } from './hire-pages.ts'
export { countryServicePage, servicePage } from './service-pages.ts'
export { blogTopicPage } from './blog-topic-pages.ts'
export { caseStudyFacetPage } from './case-study-facet-pages.ts'
export {
  marketCallPage,
  marketCallSentPage,
  marketContactPage,
  marketLandingPage,
  marketServicePage,
} from './market-pages.ts'
