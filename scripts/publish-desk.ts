/**
 * The last step of `npm run build:admin`: the desk Vite wrote to build/desk.next becomes
 * build/desk, the folder nginx serves at /admin (scripts/lib/desk-publish.ts).
 */
import { join } from 'node:path'
import { publishDesk } from './lib/desk-publish.ts'

const build = join(import.meta.dirname, '..', 'build')
publishDesk(join(build, 'desk.next'), join(build, 'desk'))
