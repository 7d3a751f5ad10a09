/**
 * Names the contact details still at their fictional example defaults (src/config/placeholders.ts)
 * in one message on standard error; silent when every one is set (docs/operations.md,
 * "Configuration").
 *
 *   node scripts/check-placeholders.ts --site <folder>  what a server serves: the record its build
 *                                                       wrote (scripts/serve.sh: a warning)
 *   node scripts/check-placeholders.ts --strict         this environment's SITE_* variables: exits
 *                                                       1 if one is an example (the deploy step)
 *
 * <folder> is an export (dist/: the record is in .vite/) or a release's site/ (beside it).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  placeholderMessage,
  placeholderSettings,
  placeholdersFile,
  type Placeholders,
} from '../src/config/placeholders.ts'

const { values } = parseArgs({
  options: { site: { type: 'string' }, strict: { type: 'boolean', default: false } },
})

function recordOf(site: string): Placeholders | undefined {
  const record = [join(site, '.vite', placeholdersFile), join(site, '..', placeholdersFile)].find(
    (file) => existsSync(file),
  )
  return record === undefined
    ? undefined
    : (JSON.parse(readFileSync(record, 'utf8')) as Placeholders)
}

const placeholders = values.site ? recordOf(values.site) : placeholderSettings(process.env)
if (!placeholders) {
  // A build from before the record existed: say so rather than vouch for it.
  console.error(
    `check-placeholders: no ${placeholdersFile} for ${values.site}: run 'npm run build' to check its contact details`,
  )
  process.exit(values.strict ? 1 : 0)
}
const message = placeholderMessage(placeholders)
if (message) console.error(message)
process.exit(message && values.strict ? 1 : 0)
