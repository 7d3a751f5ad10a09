import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'Frequently Asked Questions',
  description:
    'Answers to common questions about working with our team: pricing, timelines, communication, code ownership, security and support after launch.',
  heading: 'Frequently asked questions',
  intro: [
    'How much will it cost, how long will it take, who owns the code and how do we communicate across time zones: these are the questions clients ask first, answered here.',
  ],
}
