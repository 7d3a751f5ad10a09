import { services } from '../content/services.ts'

/** What the enquiry is about: the 14 services, hiring developers, or something else. */
export const interestOptions = [
  ...services.map((service) => ({ value: service.slug, label: service.name })),
  { value: 'hire-developers', label: 'Hiring developers' },
  { value: 'other', label: 'Something else' },
] as const

export const budgetOptions = [
  { value: 'under-10k', label: 'Under USD 10,000' },
  { value: '10k-25k', label: 'USD 10,000–25,000' },
  { value: '25k-50k', label: 'USD 25,000–50,000' },
  { value: '50k-100k', label: 'USD 50,000–100,000' },
  { value: 'over-100k', label: 'Over USD 100,000' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const
