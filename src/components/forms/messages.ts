import { site } from '../../config/site.ts'
import { format } from '../../i18n/format.ts'
import type { SubmitResult } from '../../lib/submit-lead.ts'
import type { FormErrors } from '../../i18n/forms/en-errors.ts'

/** What a visitor is told after sending a form, for every way it can end, in the page's language. */
export function failureMessage(
  result: Exclude<SubmitResult, { kind: 'stored' }>,
  text: FormErrors,
  /** BCP 47: the page's language, for the number of minutes. */
  tag: string,
): string {
  const email = site.email
  switch (result.kind) {
    case 'invalid':
    case 'too-large':
      return text.failures.invalid
    case 'rate-limited': {
      // "3 minutes", "3분", "3 دقائق": the language's own plural, from the browser.
      const duration = new Intl.NumberFormat(tag, {
        style: 'unit',
        unit: 'minute',
        unitDisplay: 'long',
      }).format(result.minutes)
      return format(text.failures.rateLimited, { duration })
    }
    case 'forbidden':
      return format(text.failures.forbidden, { email })
    case 'unavailable':
    case 'key-reused':
      return format(text.failures.unavailable, { email })
  }
}
