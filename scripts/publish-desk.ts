/**
 * The last step of `npm run build:admin`: the desk Vite wrote to build/desk.next, with the list
 * of its screens for nginx (desk-screens.conf, scripts/lib/desk-screens.ts), becomes
 * build/desk, the folder nginx serves at /admin (scripts/lib/desk-publish.ts). The nginx servers
 * of the live release (npm start) are reloaded: nginx reads the screens when it (re)loads, so a
 * new screen answers at once, and a removed one no longer does.
 *
 *   SITE_RELEASES   the releases folder whose servers are reloaded (default build/releases)
 */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { publishDesk } from './lib/desk-publish.ts'
import { deskScreensFile, deskScreensNginxInclude } from './lib/desk-screens.ts'
import { runningServers } from './lib/releases.ts'

const build = join(import.meta.dirname, '..', 'build')
const next = join(build, 'desk.next')
writeFileSync(join(next, deskScreensFile), deskScreensNginxInclude())
publishDesk(next, join(build, 'desk'))
const releases = resolve(process.env.SITE_RELEASES ?? join(build, 'releases'))
for (const { pid } of runningServers(releases)) process.kill(pid, 'SIGHUP')
