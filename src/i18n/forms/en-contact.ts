/** The enquiry form's labels, hints and choices in English (en.ts says how the parts fit). */
export const contact = {
  formName: 'Enquiry form',
  labels: {
    name: 'Your name',
    email: 'Work e-mail',
    phone: 'Phone',
    company: 'Company',
    interest: 'What can we help with?',
    budget: 'Budget',
    message: 'Your message',
  },
  hints: {
    phone: 'With the country code, e.g. +44 20 7946 0958.',
    message: 'What you want to build or improve, and by when (at least 20 characters).',
  },
  chooseOne: 'Choose one',
  preferNotToSay: 'Prefer not to say',
  /** The choices besides the 14 services, whose names come from the site's messages. */
  interests: {
    'hire-developers': 'Hiring developers',
    other: 'Something else',
  },
  budgets: {
    'under-10k': 'Under USD 10,000',
    '10k-25k': 'USD 10,000–25,000',
    '25k-50k': 'USD 25,000–50,000',
    '50k-100k': 'USD 50,000–100,000',
    'over-100k': 'Over USD 100,000',
    'not-sure': 'Not sure yet',
  },
  notice: '{brand} uses these details only to reply to your enquiry.',
  submit: 'Send enquiry',
  sent: 'Thank you: we have your enquiry. A project lead will reply within one business day.',
} as const
