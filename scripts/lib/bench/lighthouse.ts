import { execFile } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { chromiumFlags, chromiumPath } from '../chromium.ts'
import type { LighthouseReport, ThrottlingMethod } from './report.ts'

const execute = promisify(execFile)

/** Fetched from the npm registry by npx on first use; its mobile defaults are the profile measured. */
export const lighthouseVersion = '13.5.0'

/** One Lighthouse run; the report, or why there is none. */
export async function lighthouse(
  url: string,
  method: ThrottlingMethod,
  dir: string,
): Promise<{ report: LighthouseReport } | { error: string }> {
  const output = join(dir, 'report.json')
  await rm(output, { force: true })
  try {
    await execute(
      'npx',
      [
        '--yes',
        `lighthouse@${lighthouseVersion}`,
        url,
        '--quiet',
        '--only-categories=performance',
        `--throttling-method=${method}`,
        `--chrome-flags=${chromiumFlags.join(' ')}`,
        '--output=json',
        `--output-path=${output}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, timeout: 300_000 },
    )
    return { report: JSON.parse(await readFile(output, 'utf8')) as LighthouseReport }
  } catch (error) {
    return { error: String((error as Error).message).split('\n')[0] ?? 'failed' }
  }
}
