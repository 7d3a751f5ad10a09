import { site } from '../../config/site.ts'
import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'Contact Us',
  description: `Contact ${site.name} in Ahmedabad, India to discuss your project, hire developers or ask for an estimate. We reply within one business day.`,
  heading: 'Contact us',
  intro: [
    'Tell us what you want to build or improve. A project lead reads every enquiry and replies within one business day, usually with a few questions and a proposed time for a call.',
    'After the call you receive a written summary with the scope we understood, an engagement model that fits and an estimate you can compare.',
  ],
}
