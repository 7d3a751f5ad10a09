import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

/**
 * Real file systems a test mounts and takes away: a small tmpfs to fill, and an ext4 image on a
 * loop device that the kernel turns read-only under a running process, as it does on a disk
 * error (errors=remount-ro). Needs root, as on the developers' machines and in CI.
 */
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })

function probeTmpfs(): string | undefined {
  if (process.getuid?.() !== 0) return 'not root'
  const dir = mkdtempSync(join(tmpdir(), 'mount-probe-'))
  try {
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir])
    if (mounted.status !== 0) return `mount failed: ${String(mounted.stderr)}`
    run('umount', [dir])
    return undefined
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function probeExt4(): string | undefined {
  for (const tool of ['losetup', 'mkfs.ext4', 'e2fsck', 'findmnt']) {
    if (spawnSync('which', [tool]).status !== 0) return `${tool} is missing`
  }
  // A container without loop devices, or a kernel without ext4's sysfs error trigger.
  if (spawnSync('losetup', ['-f']).status !== 0) return 'no free loop device'
  if (!existsSync('/sys/fs/ext4')) return 'no /sys/fs/ext4'
  return undefined
}

/** Why this machine cannot mount a tmpfs for a test; undefined when it can. */
export const cannotMount = probeTmpfs()
/** Why it cannot mount an ext4 image on a loop device; undefined when it can. */
export const cannotMountExt4 = cannotMount ?? probeExt4()
if (cannotMountExt4) {
  console.warn(`[mounts] data-folder tests skipped (${cannotMountExt4}); they need root`)
}

export interface Mounted {
  dir: string
  unmount: () => void
}

/** A tmpfs of `size` (`16m`); read-only from the start with `readOnly`. */
export function mountTmpfs(size: string, readOnly = false): Mounted {
  const dir = mkdtempSync(join(tmpdir(), 'api-tmpfs-'))
  run('mount', [
    '-t',
    'tmpfs',
    '-o',
    `size=${size},mode=0700${readOnly ? ',ro' : ''}`,
    'tmpfs',
    dir,
  ])
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
