import { site } from '../../config/site.ts'
import type { SubmitResult } from '../../lib/submit-lead.ts'

/** What a visitor is told after sending a form, for every way it can end. */
export function failureMessage(result: Exclude<SubmitResult, { kind: 'stored' }>): string {
  switch (result.kind) {
    case 'invalid':
    case 'too-large':
      return 'Some details need your attention. Please check the highlighted fields and send the form again.'
    case 'rate-limited':
      return `Too many requests from your connection. Please try again in ${result.minutes} minute${result.minutes === 1 ? '' : 's'}.`
    case 'forbidden':
      return `Your browser did not send the security cookie this form needs. Reload the page and send it again, or e-mail us at ${site.email}.`
    case 'unavailable':
    case 'key-reused':
      return `We could not send your details just now. They are still in the form: please try again in a moment, or e-mail us at ${site.email}.`
  }
}
