/**
 * Answers to the project estimator that the tests send (option ids of
 * src/content/estimator.yaml): one set as the page sends them with JavaScript, one as the plain
 * form posts them without.
 */
export const pageAnswers = {
  project: 'web-application',
  platforms: ['web', 'android'],
  features: ['accounts', 'dashboards'],
  integrations: 'few',
  design: 'brand',
  deadline: 'flexible',
  engagement: 'time-and-material',
  currency: 'GBP',
}

export const plainFormAnswers = {
  project: 'mobile-app',
  platforms: ['ios', 'android'],
  features: ['accounts', 'payments'],
  integrations: 'none',
  design: 'nothing',
  deadline: 'urgent',
  engagement: 'fixed-price',
  currency: 'AUD',
}
