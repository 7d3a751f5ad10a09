import { describe, expect, it } from 'vitest'
import { contactSchema } from '../../../src/forms/contact-form.ts'
import { fieldErrors } from '../../../src/forms/fields.ts'
import { formTexts as all } from '../../../src/i18n/forms/all.ts'
import { at, keys, marks } from './keys.ts'

const english = all.en

const emptyEnquiry = {
  name: '',
  email: 'not-an-address',
  phone: '0123',
  interest: '',
  budget: 'lots',
  message: 'short',
  startedAt: 1,
}

/** The field errors of an enquiry that breaks every rule, in one language. */
function errorsOf(errors: Parameters<typeof contactSchema>[0]) {
  const result = contactSchema(errors).safeParse(emptyEnquiry)
  if (result.success) throw new Error('the enquiry passed its checks')
  return fieldErrors(result.error)
}

describe('form text', () => {
  it.each(Object.entries(all))('%s has the English keys and the same marks', (_, text) => {
    expect(keys(text)).toEqual(keys(english))
    // Each mark carries what the sentence needs (an address, a number): none may go missing.
    for (const key of keys(english)) {
      expect(marks(at(text, key) as string), key).toEqual(marks(at(english, key) as string))
    }
  })

  it.each(['ko', 'ar', 'fr'] as const)(
    'the enquiry rules answer in %s, with the numbers filled in',
    (language) => {
      const found = errorsOf(all[language].errors.contact)
      const own = all[language].errors.contact
      expect(found).toEqual({
        name: own.name.missing,
        email: own.email.format,
        phone: own.phone.format,
        interest: own.interest.missing,
        budget: own.budget.unknown,
        message: own.message.tooShort.replace('{min}', '20'),
      })
      const englishErrors = errorsOf(english.errors.contact)
      for (const field of Object.keys(found)) expect(found[field]).not.toBe(englishErrors[field])
    },
  )
})
