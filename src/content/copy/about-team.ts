import { site } from '../../config/site.ts'
import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'Our Team',
  description: `Meet the roles behind ${site.name}: project leads, architects, developers, designers and QA engineers who work together on every engagement.`,
  heading: 'Our team',
  intro: [
    'Each project is staffed with a project lead, a solution architect, developers, a UI/UX designer and a QA engineer, sized to the work rather than to a fixed template.',
    'Engineers stay on a project for its whole life wherever possible, so the people who built your software are the ones who maintain it.',
  ],
}
