import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

/**
 * Real file systems a test mounts and takes away: a small tmpfs to fill, and an ext4 image on a
 * loop device that the kernel turns read-only under a running process, as it does on a disk
 * error (errors=remount-ro). Needs root, as on the developers' machines and in CI.
 */
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })

function probe(): string | undefined {
  if (process.getuid?.() !== 0) return 'not root'
  const dir = mkdtempSync(join(tmpdir(), 'mount-probe-'))
  try {
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir])
    if (mounted.status !== 0) return `mount failed: ${String(mounted.stderr)}`
    run('umount', [dir])
    for (const tool of ['losetup', 'mkfs.ext4', 'e2fsck']) {
      if (spawnSync('which', [tool]).status !== 0) return `${tool} is missing`
    }
    return undefined
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Why this machine cannot mount file systems for a test; undefined when it can. */
export const cannotMount = probe()
if (cannotMount) console.warn(`[mounts] data-folder tests skipped: ${cannotMount}`)

export interface Mounted {
  dir: string
  unmount: () => void
}

export function mountTmpfs(size: string): Mounted {
  const dir = mkdtempSync(join(tmpdir(), 'api-tmpfs-'))
  run('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir])
  return {
    dir,
    unmount: () => {
      spawnSync('umount', [dir])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface Ext4 extends Mounted {
  /** What the kernel does on an I/O error with errors=remount-ro: read-only, open files too. */
  fail: () => void
  /** Checks and mounts the image again, writable, as an operator would after the repair. */
  repair: () => void
}

export function mountExt4(): Ext4 {
  const dir = mkdtempSync(join(tmpdir(), 'api-ext4-'))
  const image = `${dir}.img`
  run('truncate', ['-s', '32M', image])
  run('mkfs.ext4', ['-q', '-F', image])
  const mount = () => run('mount', ['-o', 'loop,errors=remount-ro', image, dir])
  mount()
  const device = basename(run('findmnt', ['-n', '-o', 'SOURCE', dir]).toString().trim())
  return {
    dir,
    fail: () => run('sh', ['-c', `echo test > /sys/fs/ext4/${device}/trigger_fs_error`]),
    repair: () => {
      run('umount', [dir])
      // Exit status 1: errors were corrected.
      const checked = spawnSync('e2fsck', ['-f', '-y', image])
      if (checked.status !== 0 && checked.status !== 1) throw new Error(String(checked.stdout))
      mount()
    },
    unmount: () => {
      spawnSync('umount', [dir])
      rmSync(dir, { recursive: true, force: true })
      rmSync(image, { force: true })
    },
  }
}
