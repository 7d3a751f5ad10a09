import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'Engagement Models',
  description:
    'Compare our engagement models: fixed price for well-defined scope, time and material for evolving products, and dedicated teams for long-term work.',
  heading: 'Engagement models',
  intro: [
    'Fixed price suits a well-defined scope with a clear acceptance test. Time and material suits products whose scope will change as you learn from users. A dedicated team suits long-running work where you direct the priorities every sprint.',
    'Many clients start with a fixed-price discovery phase and continue with the model that fits what they learned.',
  ],
}
