import { site } from '../../config/site.ts'
import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'Software Development Company in Ahmedabad, India',
  description: `${site.name} designs, builds and maintains web, mobile, cloud and AI software for growing companies, with senior engineers in Ahmedabad, India.`,
  heading: 'Software that ships on time and keeps working after launch',
  intro: [
    'We are a software development company in Ahmedabad, India. Product companies, agencies and enterprises bring us their web applications, mobile apps, ERP systems and AI features, and we take them from a clear scope to a release their users rely on.',
    'Our work rests on simple work-flows and innovative, high-quality applications: short feedback cycles, code you own, and a team that stays with you after launch.',
  ],
}
