import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'Page Not Found',
  description:
    'The page you asked for does not exist or has moved. Go back to the homepage to find our services, case studies and contact details.',
  heading: 'Page Not Found',
  intro: [],
}
