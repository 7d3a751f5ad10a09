import { paths } from '../../config/paths.ts'
import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'Resources',
  description:
    'Guides and answers for planning a software project: frequently asked questions about cost, timelines, engagement models and working with an offshore team.',
  heading: 'Resources',
  intro: [
    'Material that helps you plan a software project before you talk to anyone: answers to the questions clients ask us most often, and guides to scoping, budgeting and choosing a partner.',
  ],
  related: {
    heading: 'Start here',
    cards: [
      {
        title: 'Frequently asked questions',
        href: paths.faqs.href(),
        summary:
          'Pricing, timelines, communication, code ownership, security and support after launch.',
      },
    ],
  },
}
