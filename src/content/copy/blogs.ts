import { site } from '../../config/site.ts'
import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'Blog',
  description: `Articles from the ${site.name} engineering team on web and mobile development, cloud, AI, testing and running software projects.`,
  heading: 'Blog',
  intro: [
    'Practical articles from the engineers who do the work: how we scope projects, choose technologies, test releases and keep software healthy after launch.',
  ],
}
