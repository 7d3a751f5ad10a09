import { site } from '../../config/site.ts'
import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'Case Studies',
  description: `Case studies of software ${site.name} has built: the client's problem, the solution we delivered and the results it produced.`,
  heading: 'Case studies',
  intro: [
    'Each case study describes a client problem, the solution we designed and built, and what changed for the client afterwards, measured where it could be measured.',
  ],
}
