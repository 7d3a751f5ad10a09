import { site } from '../../config/site.ts'
import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'Careers',
  description: `Work at ${site.name} in Ahmedabad: open roles for developers, designers and QA engineers who care about well-built software.`,
  heading: 'Careers',
  intro: [
    'We hire engineers, designers and testers who like to understand the problem before writing the code. You will work directly with clients, own features end to end and learn from senior colleagues.',
    `Send your CV to ${site.email} if you do not see an opening that fits: we read every application.`,
  ],
}
