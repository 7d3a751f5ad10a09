/**
 * Publishes a build as a new release and switches to it in one step, or switches back
 * (docs/operations.md, "Deploying a new version"). `npm run build` publishes dist/ this way.
 *
 *   node scripts/release.ts publish [export-dir]   export-dir defaults to dist/; prints the
 *                                                  release's folder on standard output
 *   node scripts/release.ts rollback               back to the release published before
 *   node scripts/release.ts list                   the kept releases, newest first
 *   node scripts/release.ts pack [export-dir]      removes the files a .gz copy restores
 *                                                  (the Docker image's export; publish
 *                                                  restores them)
 *
 *   SITE_RELEASES       the releases folder (default build/releases)
 *   SITE_KEEP_RELEASES  releases kept on disk, the live one included (default 3): their
 *                       /assets/ files stay available to tabs opened before a deploy
 */
import { join, resolve } from 'node:path'
import { listReleases, liveRelease, packExport, publish, rollback } from './lib/releases.ts'

const root = join(import.meta.dirname, '..')
const dir = resolve(process.env.SITE_RELEASES ?? join(root, 'build', 'releases'))
const keep = Number(process.env.SITE_KEEP_RELEASES ?? '3')
const [command, argument] = process.argv.slice(2)

async function main() {
  if (!Number.isInteger(keep) || keep < 1) {
    throw new Error(`SITE_KEEP_RELEASES must be a whole number of at least 1, not "${keep}"`)
  }
  switch (command) {
    case 'publish': {
      const release = await publish(dir, resolve(argument ?? join(root, 'dist')), { keep })
      console.error(`[release] ${release.id} is live (${dir})`)
      console.log(join(dir, release.id))
      return
    }
    case 'rollback': {
      const release = await rollback(dir, keep)
      console.error(`[release] rolled back: ${release.id} is live`)
      return
    }
    case 'list': {
      const live = liveRelease(dir)
      for (const release of listReleases(dir)) {
        console.log(`${release.id === live ? '*' : ' '} ${release.id}  ${release.publishedAt}`)
      }
      return
    }
    case 'pack': {
      const { files, bytes } = packExport(resolve(argument ?? join(root, 'dist')))
      console.error(
        `[release] packed: ${files} files (${(bytes / 1e6).toFixed(1)} MB) kept as .gz only`,
      )
      return
    }
    default:
      throw new Error(
        'usage: node scripts/release.ts publish [export-dir] | rollback | list | pack [export-dir]',
      )
  }
}

main().catch((error: unknown) => {
  console.error(`[release] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
