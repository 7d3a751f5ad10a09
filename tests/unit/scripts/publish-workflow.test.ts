import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * The publishing workflow (.github/workflows/publish.yml): what a merge to main must become
 * without anyone at a terminal. GitHub runs it, not this machine, so what it promises is held
 * here against the files it relies on.
 */
const root = join(import.meta.dirname, '..', '..', '..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')

interface Step {
  run?: string
  uses?: string
  with?: Record<string, string>
}
interface Job {
  needs?: string
  if?: string
  container?: string
  steps: Step[]
}
const workflow = parse(read('.github/workflows/publish.yml')) as {
  on: { push: { branches: string[] } }
  jobs: Record<string, Job>
}
const job = (name: string) => {
  const found = workflow.jobs[name]
  if (!found) throw new Error(`no job ${name}`)
  return found
}
const runs = (name: string) => job(name).steps.flatMap((step) => step.run ?? [])

describe('the publishing workflow', () => {
  it('runs on every push to main', () => {
    expect(workflow.on.push.branches).toEqual(['main'])
  })

  it("tests with README's test command on Debian 12", () => {
    const command = /```sh\n(npm ci && npm test)\n```/.exec(read('README.md'))?.[1]
    expect(command).toBe('npm ci && npm test')
    expect(runs('test')).toContain(command)
    expect(job('test').container).toBe('debian:bookworm')
  })

  it('builds the image only after the tests pass, on main, and pushes a version tag', () => {
    const image = job('image')
    expect(image.needs).toBe('test')
    expect(image.if).toContain("github.ref == 'refs/heads/main'")
    const build = image.steps.find((step) => step.uses?.startsWith('docker/build-push-action'))
    expect(build?.with?.push).toBe(true)
    expect(build?.with?.tags).toContain('steps.version.outputs.image')
    expect(runs('image').join('\n')).toMatch(/version=.*GITHUB_RUN_NUMBER.*GITHUB_SHA/)
  })

  it('tells the content manager which repository it commits to', () => {
    const build = job('image').steps.find((step) => step.uses?.startsWith('docker/build-push'))
    const args = build?.with?.['build-args'] ?? ''
    const given = [...args.matchAll(/^(\w+)=/gm)].map((match) => match[1])
    expect(given).toEqual(expect.arrayContaining(['CMS_BACKEND', 'CMS_REPO', 'CMS_BRANCH']))
    // Each build argument it passes is one the Dockerfile declares: an undeclared one is dropped.
    const declared = [...read('Dockerfile').matchAll(/^ARG ([^\n]+(?:\\\n[^\n]+)*)/gm)]
      .flatMap((match) => (match[1] ?? '').replaceAll('\\\n', ' ').split(/\s+/))
      .filter(Boolean)
    for (const name of given) expect(declared, name).toContain(name)
  })

  it('deploys the pushed tag with scripts/deploy-container.sh', () => {
    const deploy = job('deploy')
    expect(deploy.needs).toBe('image')
    expect(runs('deploy').join('\n')).toContain('bash -s -- "$IMAGE" < scripts/deploy-container.sh')
    expect(read('scripts/deploy-container.sh')).toContain('did not become healthy')
  })
})
