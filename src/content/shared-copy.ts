import { site } from '../config/site.ts'

/** Short texts shared by every page. */
export const sharedCopy = {
  hireTerms:
    'Interview the developers we propose, start with a two-week trial and scale the team with a month of notice. Developers work in your tools and overlap with your working hours every day.',
  serviceDelivery:
    'Every engagement starts with a short discovery phase: we agree the scope, the acceptance criteria and the release plan before development begins, and you see working software at the end of every two-week sprint.',
  marketCardSummary: (market: string) =>
    `Delivery, working hours and engagement terms for clients in ${market}.`,
  marketDescription: (service: string, market: string) =>
    `${service} for companies in ${market}, from ${site.shortName}'s engineers in Ahmedabad, India, with hours that overlap yours.`,
  footerBlurb:
    'Our approach rests on simple work-flows and innovative, high-quality applications that our clients can rely on long after launch.',
} as const
