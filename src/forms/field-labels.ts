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
  consent: 'Agreed to be contacted',
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
  consent: 'Consent',
} satisfies Partial<Record<keyof typeof fieldNames, string>>

/** The labels of the job application form (/careers/{slug}). */
export const applicationLabels = {
  name: 'Your name',
  email: fieldNames.email,
  phone: fieldNames.phone,
  profileUrl: 'LinkedIn or portfolio',
  cv: fieldNames.cv,
  coverNote: fieldNames.coverNote,
  consent: 'Consent',
  job: fieldNames.job,
} satisfies Partial<Record<keyof typeof fieldNames, string>>
