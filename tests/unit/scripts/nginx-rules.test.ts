import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bodyLimits } from '../../../server/intake/limits.ts'
import { antiForgery } from '../../../src/forms/anti-forgery.ts'

/** nginx/rules.ts writes nginx's copies of the values the API and the browser use. */
const root = join(import.meta.dirname, '..', '..', '..')
const folder = mkdtempSync(join(tmpdir(), 'nginx-rules-'))
execFileSync(process.execPath, [join(root, 'nginx', 'rules.ts'), folder])
const read = (file: string) => readFileSync(join(folder, file), 'utf8')
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('nginx/rules.ts', () => {
  it('limits bodies to exactly what the API accepts', () => {
    expect(read('json-body-limit.conf')).toContain(`client_max_body_size ${bodyLimits.json};`)
    expect(read('application-body-limit.conf')).toContain(
      `client_max_body_size ${bodyLimits.application};`,
    )
  })

  it('issues the anti-forgery cookie the browser reads and the API checks', () => {
    const rule = read('anti-forgery.conf')
    expect(rule).toContain(`default "${antiForgery.cookie}=$request_id; Path=/; SameSite=Strict`)
    expect(rule).toContain(`${antiForgery.cookie}=[0-9A-Za-z_-]{${antiForgery.minLength},}`)
  })
})

describe('nginx/rules.ts and METRICS_TOKEN', () => {
  const run = (token: string) =>
    execFileSync(process.execPath, [join(root, 'nginx', 'rules.ts'), folder], {
      env: { ...process.env, METRICS_TOKEN: token },
      stdio: 'pipe',
    })

  it('refuses a token nginx could not hold safely, without printing it', () => {
    const token = 'short"; return 200; #'
    let message = ''
    try {
      run(token)
    } catch (error) {
      message = String((error as { stderr: Buffer }).stderr)
    }
    expect(message).toContain('METRICS_TOKEN must be 24 to 200 letters')
    expect(message).not.toContain(token)
  })
})
