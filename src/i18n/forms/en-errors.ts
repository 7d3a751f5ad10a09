/**
 * What the lead forms say once sent, in English: the field errors the browser and the API
 * give ({min}, {max}: numbers) and how a failed request ends. Loaded when a form is sent.
 */
export const errors = {
  failures: {
    invalid:
      'Some details need your attention. Please check the highlighted fields and send the form again.',
    /** {duration}: "3 minutes", written by Intl.NumberFormat in the page's language. */
    rateLimited: 'Too many requests from your connection. Please try again in {duration}.',
    forbidden:
      'Your browser did not send the security cookie this form needs. Reload the page and send it again, or e-mail us at {email}.',
    unavailable:
      'We could not send your details just now. They are still in the form: please try again in a moment, or e-mail us at {email}.',
  },
  contact: {
    name: {
      missing: 'Enter your name.',
      tooShort: 'Your name needs at least {min} characters.',
      tooLong: 'Your name can have at most {max} characters.',
      control:
        'Your name contains an invisible control character (such as NUL, escape or a text-direction override). Type it again instead of pasting it.',
    },
    email: {
      missing: 'Enter your e-mail address.',
      tooLong: 'An e-mail address has at most {max} characters.',
      format: 'Enter an e-mail address like name@company.com.',
      control:
        'Your e-mail address contains an invisible control character (such as NUL, escape or a text-direction override). Type it again instead of pasting it.',
    },
    phone: {
      format: 'Enter the number with its country code, e.g. +44 20 7946 0958.',
    },
    company: {
      tooLong: 'Company can have at most {max} characters.',
      control:
        'Company contains an invisible control character (such as NUL, escape or a text-direction override). Type it again instead of pasting it.',
    },
    interest: {
      missing: 'Choose what your enquiry is about.',
    },
    budget: {
      unknown: 'Choose a budget range from the list.',
    },
    message: {
      missing: 'Enter your message.',
      tooShort: 'Your message needs at least {min} characters.',
      tooLong: 'Your message can have at most {max} characters.',
      control:
        'Your message contains an invisible control character (such as NUL, escape or a text-direction override). Type it again instead of pasting it.',
    },
  },
} as const

type Shape<T> = T extends string ? string : { readonly [K in keyof T]: Shape<T[K]> }
/** A language's form errors: the English keys, every value a string of that language. */
export type FormErrors = Shape<typeof errors>
