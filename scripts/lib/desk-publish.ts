import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Puts a new desk build (`next`, as Vite wrote it) in place of the one nginx serves (`live`),
 * so that `/admin` never answers from a half-written folder: the new folder is complete before
 * it is renamed into place. The files the previous index.html names are copied into the new
 * build first (their names are hashed, so nothing collides): a desk tab that loaded the old
 * page a moment before the switch still gets its script and stylesheet.
 */
export function publishDesk(next: string, live: string): void {
  const oldIndex = join(live, 'admin', 'index.html')
  if (existsSync(oldIndex)) {
    const named = readFileSync(oldIndex, 'utf8').matchAll(
      /(?:src|href)="\/admin\/(assets\/[^"]+)"/g,
    )
    for (const [, file] of named) {
      if (!file) continue
      const from = join(live, 'admin', file)
      const to = join(next, 'admin', file)
      if (existsSync(from) && !existsSync(to)) {
        mkdirSync(join(to, '..'), { recursive: true })
        copyFileSync(from, to)
      }
    }
  }
  const retired = `${live}.old`
  rmSync(retired, { recursive: true, force: true })
  if (existsSync(live)) renameSync(live, retired)
  renameSync(next, live)
  rmSync(retired, { recursive: true, force: true })
}
