import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { isClosed, isDraftFile, validThroughOf } from '../../src/content/publication.ts'

/**
 * The positions open for applications: one Markdown file per job in the careers content, minus
 * drafts and openings past their `validThrough` (src/content/publication.ts, the rule the pages
 * follow). Read on every application, so removing a file or the date passing closes the job
 * without a restart or a rebuild.
 */
export async function openPositions(jobsDir: string): Promise<Set<string>> {
  const names = (await readdir(jobsDir)).filter(
    (name) => name.endsWith('.md') && !isDraftFile(name),
  )
  const open = await Promise.all(
    names.map(async (name) => {
      const validThrough = validThroughOf(await readFile(join(jobsDir, name), 'utf8'))
      return validThrough && isClosed(validThrough) ? [] : [name.slice(0, -'.md'.length)]
    }),
  )
  return new Set(open.flat())
}
