import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { callHoursSchema } from '../../../src/calls/hours-schema.ts'

/** When the company takes calls: the file the page and the API read. */
export const hours = callHoursSchema.parse(
  parse(readFileSync(join(import.meta.dirname, '../../../src/content/call-hours.yaml'), 'utf8')),
)
