import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The Docker runtime stage copies server/, src/forms/, src/content/ and the release script and
 * installs the `dependencies` only (Dockerfile). This test follows every import of those entry
 * points and checks that the image has all of it and that `dependencies` holds nothing else
 * (the browser's packages are bundled by Vite: devDependencies). The Docker smoke test
 * (tests/docker) builds and runs the real image.
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

describe('the Docker runtime stage has everything the API imports, and no more', () => {
  // The API and its command line, the release step and the placeholder warning serve.sh runs
  // before nginx starts, and the rules nginx/start.sh writes.
  const entries = [
    'server/main.ts',
    'server/cli.ts',
    'scripts/release.ts',
    'scripts/check-placeholders.ts',
    'nginx/rules.ts',
  ].map((entry) => walk(join(root, entry)))
  const files = entries.flatMap((entry) => [...entry.files]).map((file) => relative(root, file))
  const packages = new Set(entries.flatMap((entry) => [...entry.packages]))

  it('the runtime dependencies (npm ci --omit=dev) are exactly the packages it imports', () => {
    expect(packages.size).toBeGreaterThan(2)
    expect(Object.keys(packageJson.dependencies).sort()).toEqual([...packages].sort())
  })

  it('every source file it imports is copied into the image', () => {
    // Every source of every COPY line but the last word (the destination).
    const copied = [...runtimeStage.matchAll(/^COPY (?!--from)(.+)$/gm)].flatMap((match) =>
      (match[1] ?? '').split(/\s+/).slice(0, -1),
    )
    expect(copied).toEqual(expect.arrayContaining(['server/', 'src/forms/', 'src/content/']))
    for (const file of files)
      expect(
        copied.some((source) => (source.endsWith('/') ? file.startsWith(source) : file === source)),
        file,
      ).toBe(true)
  })
})
