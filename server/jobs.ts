import { readdir } from 'node:fs/promises'

/**
 * The open positions: one Markdown file per job in the careers content, `_`-prefixed files
 * being drafts. Read on every application, so removing a file closes the job without a restart.
 */
export async function openPositions(jobsDir: string): Promise<Set<string>> {
  const names = await readdir(jobsDir)
  return new Set(
    names
      .filter((name) => name.endsWith('.md') && !name.startsWith('_'))
      .map((name) => name.slice(0, -'.md'.length)),
  )
}
