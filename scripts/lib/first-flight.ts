/**
 * What arrives in the first round trip: ten TCP segments of 1,460 bytes, the initial congestion
 * window. Every page's document as nginx sends it (status line, headers, brotli body) must fit
 * (docs/performance.md, "Budgets"; tests/build/budget.test.ts, tests/nginx/first-flight.test.ts).
 */
export const firstFlightBytes = 10 * 1460
