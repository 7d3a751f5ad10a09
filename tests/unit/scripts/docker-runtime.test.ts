import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The Docker runtime stage copies server/, src/forms/ and src/content/ and installs the
 * `dependencies` only (Dockerfile). Docker cannot run here, so this test follows every import
 * of the API's entry points and checks that the image would have all of it.
 */
const root = join(import.meta.dirname, '..', '..', '..')
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8')
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))

function walk(entry: string, files = new Set<string>(), packages = new Set<string>()) {
  if (files.has(entry)) return { files, packages }
  files.add(entry)
  const source = readFileSync(entry, 'utf8')
  // Type-only imports vanish when Node strips the types: they need nothing at run time.
  for (const [, kind = '', specifier = ''] of source.matchAll(
    /^(import|export)(?! type\b)[^'";]*?from\s+'([^']+)'/gm,
  )) {
    if (!kind) continue
    if (specifier.startsWith('.')) walk(resolve(dirname(entry), specifier), files, packages)
    else if (!specifier.startsWith('node:')) {
      const parts = specifier.split('/')
      packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''))
    }
  }
  return { files, packages }
}

describe('the Docker runtime stage has everything the API imports', () => {
  const main = walk(join(root, 'server', 'main.ts'))
  const cli = walk(join(root, 'server', 'cli.ts'))
  const files = [...main.files, ...cli.files].map((file) => relative(root, file))
  const packages = new Set([...main.packages, ...cli.packages])

  it('every package it imports is a runtime dependency (npm ci --omit=dev)', () => {
    expect(packages.size).toBeGreaterThan(2)
    for (const name of packages) expect(packageJson.dependencies, name).toHaveProperty(name)
  })

  it('every source file it imports is copied into the image', () => {
    const copied = [...runtimeStage.matchAll(/^COPY (?!--from)(\S+)/gm)].map(
      (match) => match[1] ?? '',
    )
    expect(copied).toEqual(expect.arrayContaining(['server/', 'src/forms/', 'src/content/']))
    for (const file of files)
      expect(
        copied.some((prefix) => file.startsWith(prefix)),
        file,
      ).toBe(true)
  })
})
