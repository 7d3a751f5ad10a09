/** A visitor's answers: option ids of src/content/estimator.yaml, and a currency code. */
export interface EstimateAnswers {
  project: string
  platforms: string[]
  features: string[]
  integrations: string
  design: string
  deadline: string
  engagement: string
  currency: string
}

/** The answers a form holds (an unanswered question is an empty string or list). */
export function readAnswers(data: FormData): EstimateAnswers {
  const one = (name: string) => String(data.get(name) ?? '')
  return {
    project: one('project'),
    platforms: data.getAll('platforms').map(String),
    features: data.getAll('features').map(String),
    integrations: one('integrations'),
    design: one('design'),
    deadline: one('deadline'),
    engagement: one('engagement'),
    currency: one('currency'),
  }
}

/**
 * What the estimator says when a question has no answer: the page checks each screen with these
 * before the next one, and src/estimate/compute.ts (checkAnswers, loaded later) uses the same.
 */
export const unansweredMessages = {
  project: 'Choose what you want to build.',
  platforms: 'Choose at least one platform.',
  integrations: 'Choose how many systems it connects to.',
  design: 'Choose what you have of the design.',
  deadline: 'Choose when you need it.',
  engagement: 'Choose how you would like to work with us.',
} as const
