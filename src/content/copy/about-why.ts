import { site } from '../../config/site.ts'
import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: `Why ${site.shortName}`,
  description: `Why companies choose ${site.name}: senior engineers, transparent weekly reporting, working hours that overlap with yours and code you own.`,
  heading: `Why choose ${site.shortName}`,
  intro: [
    'You see working software every sprint, not slide decks. Every engagement has a named project lead, a shared backlog and a weekly report of what was done, what is next and what is at risk.',
    'The source code, infrastructure accounts and documentation belong to you from the first day, so you can bring the work in-house whenever you choose.',
  ],
}
