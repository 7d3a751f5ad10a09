import { cvRules } from '../../src/forms/cv-rules.ts'

/**
 * Request body limits of the API, which nginx enforces first with the same numbers
 * (nginx/rules.ts writes them into its configuration at every start).
 */

/** Enough for every field of the application form: the longest, the cover note, is 3,000
 * characters of up to 4 bytes each; a longer value cannot be valid, so it is cut and refused. */
export const applicationFieldBytes = 16 * 1024
export const applicationFieldCount = 20

export const bodyLimits = {
  /** A JSON body: the enquiry form. */
  json: 64 * 1024,
  /** The CV plus every text field at its longest, with room for the multipart framing. */
  application: cvRules.maxBytes + applicationFieldCount * applicationFieldBytes + 512 * 1024,
} as const
