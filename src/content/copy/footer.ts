/** The footer's blurb: part of every page, so it ships with the shell. */
export const footerBlurb =
  'Our approach rests on simple work-flows and innovative, high-quality applications that our clients can rely on long after launch.'
