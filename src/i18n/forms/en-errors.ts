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
    /** A form sent without JavaScript: the page that lists what to correct. */
    backButton: "Your browser's Back button takes you to your answers as you left them.",
    failed: 'Something went wrong on our side. Please try again in a few minutes.',
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
  call: {
    topic: {
      missing: 'Enter your topic.',
      tooShort: 'Your topic needs at least {min} characters.',
      tooLong: 'Your topic can have at most {max} characters.',
      control:
        'Your topic contains an invisible control character (such as NUL, escape or a text-direction override). Type it again instead of pasting it.',
    },
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
    /** {slot}: "Mon 29 Mar 2027, 14:00 IST", in the company's time zone. */
    slots: {
      none: 'Choose at least one time for the call.',
      tooMany: 'Choose at most {max} times; we confirm one of them.',
      twice: 'The same time is chosen twice: choose different times.',
      notSlot: 'Choose the times from the list.',
      passed: '{slot} has already passed: choose a slot from tomorrow on.',
      today: '{slot} is today: choose a slot from tomorrow on.',
      holiday: '{slot} is a holiday at our office: choose another day.',
      /** {days}: "Monday to Friday". */
      notWorkingDay: '{slot} is not one of our working days ({days}): choose another day.',
      tooFar: '{slot} is more than {ahead} business days ahead: choose an earlier slot.',
      /** {hours}: "10:00–19:00 IST". */
      outsideHours:
        '{slot} is outside our working hours for calls ({hours}): choose a slot from the list.',
      /** Without JavaScript: a choice's date or time left out ({choice}: "Second choice"). */
      noDay: '{choice}: choose a day.',
      noTime: '{choice}: choose a time.',
    },
    /** The page a call request sent without JavaScript gets when something needs correcting. */
    notSent: 'Your call request was not sent',
    back: 'Back to the call request',
  },
} as const

type Shape<T> = T extends string ? string : { readonly [K in keyof T]: Shape<T[K]> }
/** A language's form errors: the English keys, every value a string of that language. */
export type FormErrors = Shape<typeof errors>
