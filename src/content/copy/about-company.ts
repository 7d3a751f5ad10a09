import { site } from '../../config/site.ts'
import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'Our Company',
  description: `How ${site.name} started in Ahmedabad, what we build, and the principles that shape every project we take on for our clients.`,
  heading: 'Our company',
  intro: [
    'We started as a small team of engineers in Ahmedabad who wanted to build software the way we would want it built for ourselves: clearly scoped, well tested and documented, and handed over without lock-in.',
    'Today we work across the full life of a product, from discovery and design to development, testing, hosting and long-term maintenance.',
  ],
}
