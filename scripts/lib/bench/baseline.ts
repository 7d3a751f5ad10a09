import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, statSync } from 'node:fs'
import { mkdtemp, realpath, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export interface Build {
  label: string
  /** The export nginx serves (a dist/ folder). */
  root: string
  /** Removes what was made for it (a temporary worktree). */
  cleanup(): Promise<void>
}

/** What start.sh needs of an export: the not-found page and the CSP hashes of postbuild. */
export function isBuiltExport(dir: string): boolean {
  return existsSync(join(dir, '404.html')) && existsSync(join(dir, '.vite', 'csp-hashes.conf'))
}

/**
 * The build to compare with: a directory is a built export, used as it is; anything else is a
 * git ref, checked out in a temporary worktree (node_modules linked to this checkout's) and
 * built there with `npm run build` and this process's environment (SITE_TODAY included). The
 * worktree is removed by cleanup().
 */
export async function prepareBaseline(arg: string, checkout: string): Promise<Build> {
  const dir = resolve(arg)
  if (existsSync(dir) && statSync(dir).isDirectory()) {
    if (!isBuiltExport(dir)) {
      throw new Error(
        `${arg} is a directory but not a built export (no 404.html or .vite/csp-hashes.conf)`,
      )
    }
    return { label: `baseline ${arg}`, root: dir, cleanup: async () => {} }
  }

  const commit = await run('git', ['rev-parse', '--verify', '--quiet', `${arg}^{commit}`], {
    cwd: checkout,
  }).then(
    ({ stdout }) => stdout.trim(),
    () => {
      throw new Error(`--baseline ${arg}: neither a directory nor a git ref`)
    },
  )
  const worktree = await mkdtemp(join(tmpdir(), 'bench-baseline-'))
  const cleanup = async () => {
    await run('git', ['worktree', 'remove', '--force', worktree], { cwd: checkout }).catch(
      () => undefined,
    )
    await rm(worktree, { recursive: true, force: true })
    await run('git', ['worktree', 'prune'], { cwd: checkout }).catch(() => undefined)
  }
  try {
    await run('git', ['worktree', 'add', '--detach', worktree, commit], { cwd: checkout })
    await symlink(await realpath(join(checkout, 'node_modules')), join(worktree, 'node_modules'))
    console.error(`Building ${arg} (${commit.slice(0, 10)}) in ${worktree} …`)
    // Its output goes to stderr, so a failed build says why.
    const build = spawn('npm', ['run', 'build'], {
      cwd: worktree,
      env: process.env,
      stdio: ['ignore', process.stderr, process.stderr],
    })
    const [code] = (await once(build, 'exit')) as [number | null]
    if (code !== 0) throw new Error(`npm run build of ${arg} failed (exit ${code})`)
  } catch (error) {
    await cleanup()
    throw error
  }
  return {
    label: `baseline ${arg} (${commit.slice(0, 10)})`,
    root: join(worktree, 'dist'),
    cleanup,
  }
}
