import { randomUUID } from 'node:crypto'
import { open, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { CvType } from '../src/forms/job-application.ts'
import { cvDirectory } from './storage.ts'

/**
 * Writes a CV under DATA_DIR/cvs with a random name (never the visitor's: it could be a path,
 * a script name or someone's full name) and returns its path relative to DATA_DIR. The file
 * and its directory entry are flushed to disk before the lead that points to them is stored.
 */
export async function writeCv(dataDir: string, type: CvType, content: Uint8Array) {
  const relative = `${cvDirectory}/${randomUUID()}.${type}`
  const path = join(dataDir, relative)
  try {
    const file = await open(path, 'wx', 0o600)
    try {
      await file.writeFile(content)
      await file.sync()
    } finally {
      await file.close()
    }
    const directory = await open(join(dataDir, cvDirectory), 'r')
    try {
      await directory.sync()
    } finally {
      await directory.close()
    }
  } catch (error) {
    await rm(path, { force: true })
    throw error
  }
  return relative
}

export async function removeCv(dataDir: string, relative: string): Promise<void> {
  await rm(join(dataDir, relative), { force: true })
}
