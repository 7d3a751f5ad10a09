/**
 * Every lead field's name, once. The sales team's e-mail names each field this way; the forms
 * ask with the same words unless a friendlier question is set below.
 */
export const fieldNames = {
  job: 'Position',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  company: 'Company',
  interest: 'Enquiry about',
  budget: 'Budget',
  profileUrl: 'Profile',
  message: 'Message',
  coverNote: 'Cover note',
  cv: 'CV',
  keepCv: 'Keep CV for future openings',
  /**
   * Leads sent before 2026-11-25 only: the required tick "I agree that … may store these
   * details to reply to my enquiry" (or "… my application and CV to assess it for this and
   * similar roles"). It never meant a longer retention; `keepCv` does.
   */
  consent: 'Ticked the former consent box',
  startedAt: 'Form opened at',
} as const

/** The labels of the enquiry form (/contactus and the service pages). */
export const contactLabels = {
  name: 'Your name',
  email: 'Work e-mail',
  phone: fieldNames.phone,
  company: fieldNames.company,
  interest: 'What can we help with?',
  budget: fieldNames.budget,
  message: 'Your message',
} satisfies Partial<Record<keyof typeof fieldNames, string>>

/** The labels of the job application form (/careers/{slug}). */
export const applicationLabels = {
  name: 'Your name',
  email: fieldNames.email,
  phone: fieldNames.phone,
  profileUrl: 'LinkedIn or portfolio',
  cv: fieldNames.cv,
  coverNote: fieldNames.coverNote,
  keepCv: 'Keep my CV for future openings',
  job: fieldNames.job,
} satisfies Partial<Record<keyof typeof fieldNames, string>>

/** The labels of the project estimator (/estimate) and of its leads in the desk and e-mail. */
export const estimateLabels = {
  project: 'What to build',
  platforms: 'Platforms',
  features: 'Features',
  integrations: 'Integrations',
  design: 'Design',
  deadline: 'Deadline',
  engagement: 'Engagement model',
  currency: 'Currency',
  estimate: 'Estimate',
  name: 'Your name',
  email: 'Work e-mail',
  company: 'Company',
  message: 'Anything we should know',
} as const
