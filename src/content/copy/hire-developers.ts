import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'Hire Dedicated Developers',
  description:
    'Hire dedicated full stack, front-end, .NET, Angular and chatbot developers from Ahmedabad, India, working in your time zone and your tools.',
  heading: 'Hire dedicated developers',
  intro: [
    'Add experienced developers to your team for months rather than for a single project. They join your stand-ups, work in your repositories and tools, and report to your product owner.',
    'You interview the candidates, start with a two-week trial and scale the team up or down with a month of notice.',
  ],
}
