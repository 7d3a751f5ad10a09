import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * No import circle anywhere in the code (issue 40): not between the files of src/, server/ and
 * scripts/, and not between their folders (each file's own directory is its folder: an import
 * from a file in folder A of a file in folder B is an edge A → B, and src/lib → src/config →
 * src/lib is a circle). Type imports count: a circle of types is a circle in the design. The
 * server's layout (README, "Folders") also keeps its entry points at the top of server/.
 */
const repo = join(import.meta.dirname, '..', '..')
const roots = ['src', 'server', 'scripts']
const maxServerTopLevelFiles = 8

/** The relative imports of a module: static, type-only, re-exports and dynamic `import()`. */
function relativeImports(source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
}

/** A module, as opposed to an asset: the code is TypeScript, but a .js file would count too. */
const code = /\.[cm]?[jt]sx?$/

/**
 * The module a relative import names, from the repository's root (`src/lib/cx.ts`), or undefined
 * for an asset (`./app.css`, `./logo.svg`, `../styles/app.css?inline`). The code names its
 * modules with their extension (`./slots.ts`); one written without is looked up as TypeScript
 * would, and one that names no file fails the check below.
 */
function resolveImport(file: string, specifier: string): string | undefined {
  const target = posix.normalize(posix.join(posix.dirname(file), specifier))
  if (code.test(target)) return target
  if (/\.\w+(\?.*)?$/.test(target)) return undefined
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => target + ending)
  return candidates.find((candidate) => existsSync(join(repo, candidate))) ?? target
}

/** Every module under src/, server/ and scripts/ (as `src/lib/cx.ts`) → the modules it imports. */
function fileGraph(): Map<string, string[]> {
  const files = roots.flatMap((root) =>
    readdirSync(join(repo, root), { recursive: true, encoding: 'utf8' })
      .filter((file) => code.test(file))
      .map((file) => posix.join(root, file.split('\\').join('/'))),
  )
  return new Map(
    files.sort().map((file) => {
      const imports = relativeImports(readFileSync(join(repo, file), 'utf8'))
        .map((specifier) => resolveImport(file, specifier))
        .filter((target) => target !== undefined)
      return [file, [...new Set(imports)]]
    }),
  )
}

/** The imports between folders: each file's directory is one node (`src/components/ui`). */
function folderGraph(files: Map<string, string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>()
  for (const [file, imports] of files) {
    const from = posix.dirname(file)
    const targets = folders.get(from) ?? new Set()
    for (const target of imports)
      if (posix.dirname(target) !== from) targets.add(posix.dirname(target))
    folders.set(from, targets)
  }
  return new Map([...folders].map(([folder, targets]) => [folder, [...targets].sort()]))
}

/** Every circle a depth-first walk meets, spelled out: `a.ts → b.ts → a.ts`. */
function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = []
  const done = new Set<string>()
  const path: string[] = []
  const visit = (node: string) => {
    const start = path.indexOf(node)
    if (start >= 0) {
      found.push([...path.slice(start), node].join(' → '))
      return
    }
    if (done.has(node)) return
    path.push(node)
    for (const next of graph.get(node) ?? []) visit(next)
    path.pop()
    done.add(node)
  }
  for (const node of [...graph.keys()].sort()) visit(node)
  return found
}

describe('how the checks read the code', () => {
  it('sees every kind of relative import', () => {
    const source = `import { a } from './a.ts'
      import type { B } from '../b.ts'
      import {
        c,
      } from './c.ts'
      export { d } from './d.ts'
      export type * from './e.ts'
      const f = await import('./f.ts')
      import { z } from 'zod'
      import graphics from 'virtual:graphics'`
    expect(relativeImports(source)).toEqual([
      './a.ts',
      '../b.ts',
      './c.ts',
      './d.ts',
      './e.ts',
      './f.ts',
    ])
  })

  it('follows modules and skips assets', () => {
    expect(resolveImport('src/lib/cx.ts', '../config/site.ts')).toBe('src/config/site.ts')
    expect(resolveImport('src/pages/x.tsx', '../components/ui/icon.tsx')).toBe(
      'src/components/ui/icon.tsx',
    )
    expect(resolveImport('server/desk/x.ts', '../../src/forms/fields.ts')).toBe(
      'src/forms/fields.ts',
    )
    expect(resolveImport('src/lib/x.ts', './slug')).toBe('src/lib/slug.ts')
    expect(resolveImport('src/lib/x.ts', './slug.js')).toBe('src/lib/slug.js')
    expect(resolveImport('src/main.tsx', './styles/app.css')).toBeUndefined()
    expect(resolveImport('src/cms/main.tsx', '../styles/app.css?inline')).toBeUndefined()
    expect(resolveImport('src/components/ui/x.tsx', './logo.svg')).toBeUndefined()
  })

  it('spells out a circle', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ])
    expect(cycles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts'])
    expect(cycles(new Map([['a.ts', ['b.ts']]]))).toEqual([])
  })

  it('makes folders of files', () => {
    const files = new Map([
      ['src/lib/a.ts', ['src/config/b.ts', 'src/lib/c.ts']],
      ['src/config/b.ts', ['src/lib/d.ts']],
      ['src/lib/c.ts', []],
      ['src/lib/d.ts', []],
    ])
    expect(cycles(files)).toEqual([])
    expect(cycles(folderGraph(files))).toEqual(['src/config → src/lib → src/config'])
  })
})

describe('src/, server/ and scripts/', () => {
  const files = fileGraph()

  it('are read, imports across them included', () => {
    expect(files.get('server/main.ts')).toContain('server/app.ts')
    expect(files.get('src/main.tsx')).toContain('src/routes.tsx')
    expect(files.get('scripts/postbuild.ts')).toContain('scripts/lib/site-files.ts')
    expect(files.get('server/intake/guards.ts')).toContain('src/forms/anti-forgery.ts')
  })

  it('import only modules that exist', () => {
    const missing = [...files].flatMap(([file, imports]) =>
      imports
        .filter((target) => !statSync(join(repo, target), { throwIfNoEntry: false })?.isFile())
        .map((target) => `${file} → ${target}`),
    )
    expect(missing).toEqual([])
  })

  it('have no import circle between files', () => {
    expect(cycles(files), 'import circles between files').toEqual([])
  })

  it('have no import circle between folders', () => {
    expect(cycles(folderGraph(files)), 'import circles between folders').toEqual([])
  })

  // Entry points at the top of server/; everything else in folders named after what it does.
  it(`keep at most ${maxServerTopLevelFiles} files at the top of server/`, () => {
    const topLevel = readdirSync(join(repo, 'server'), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
    expect(topLevel.length, topLevel.join(', ')).toBeLessThanOrEqual(maxServerTopLevelFiles)
  })
})
