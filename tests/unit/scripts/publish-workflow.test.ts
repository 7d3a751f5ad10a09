import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  exampleContact,
  placeholderMessage,
  placeholderSettings,
} from '../../../src/config/placeholders.ts'
import { ownContact } from '../support/own-contact.ts'

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
  env?: Record<string, string>
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
    // An ARG continued over lines with a backslash declares the names of every line.
    const declared = [...read('Dockerfile').matchAll(/^ARG ((?:[^\\\n]|\\\n)+)/gm)]
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

  const deployStep = () => {
    const step = job('deploy').steps.find((candidate) =>
      candidate.run?.includes('deploy-container'),
    )
    if (!step) throw new Error('no deploy step')
    return step
  }

  it('checks for the example contact details first, on the variables the image was built with', () => {
    const steps = job('deploy').steps
    const deploy = deployStep()
    // The step's first command: nothing reaches the server unless it passes.
    expect(deploy.run?.split('\n')[0]).toBe('node scripts/check-placeholders.ts --strict')
    // Node 24 runs the TypeScript, set up in an earlier step.
    const node = steps.findIndex((step) => step.uses?.startsWith('actions/setup-node'))
    expect(node).toBeGreaterThanOrEqual(0)
    expect(node).toBeLessThan(steps.indexOf(deploy))
    expect(String(steps[node]?.with?.['node-version'])).toBe('24')
    const build = job('image').steps.find((step) => step.uses?.startsWith('docker/build-push'))
    const buildArgs = (build?.with?.['build-args'] ?? '').split('\n').map((line) => line.trim())
    for (const name of Object.keys(exampleContact)) {
      expect(deploy.env?.[name], name).toBe(`\${{ vars.${name} }}`)
      expect(buildArgs, name).toContain(`${name}=\${{ vars.${name} }}`)
    }
  })

  /** The step's check as GitHub runs it, with these repository variables (unset ones are ''). */
  function runCheck(vars: Record<string, string>) {
    const deploy = deployStep()
    const env = Object.fromEntries(
      Object.entries(deploy.env ?? {}).flatMap(([name, value]) => {
        const variable = /^\$\{\{ vars\.(\w+) \}\}$/.exec(value)?.[1]
        return name.startsWith('SITE_') && variable ? [[name, vars[variable] ?? '']] : []
      }),
    )
    const clean = Object.entries(process.env).filter(([name]) => !name.startsWith('SITE_'))
    return spawnSync('bash', ['-e', '-c', deploy.run?.split('\n')[0] ?? ''], {
      cwd: root,
      // The Node 24 this suite runs on, as setup-node provides it.
      env: {
        ...Object.fromEntries(clean),
        ...env,
        PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
      },
      encoding: 'utf8',
    })
  }

  it('fails the deploy step with the warning a server logs while the variables are unset', () => {
    const unset = runCheck({})
    expect(unset.status).toBe(1)
    expect(unset.stderr).toBe(`${placeholderMessage(placeholderSettings({}))}\n`)
    const partly = runCheck({ ...ownContact, SITE_STREET: '' })
    expect(partly.status).toBe(1)
    expect(partly.stderr).toBe(
      `${placeholderMessage({ SITE_STREET: exampleContact.SITE_STREET })}\n`,
    )
  })

  it("passes once the repository variables hold the deployer's own contact details", () => {
    const set = runCheck(ownContact)
    expect(set.stderr).toBe('')
    expect(set.status).toBe(0)
  })
})
