import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The server's layout (README, "Folders"): entry points and shared modules at the top of
 * server/, everything else in folders named after what it does, and no import circle between
 * files or between folders. Type imports count: a circle of types is a circle in the design.
 */
const server = join(import.meta.dirname, '..', '..', '..', 'server')
const maxTopLevelFiles = 8

/** The relative imports of a module: static, type-only, re-exports and dynamic `import()`. */
function relativeImports(source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
}

/** Each .ts file under server/ (as `desk/index.ts`) → the server files it imports. */
function fileGraph(): Map<string, string[]> {
  const files = readdirSync(server, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  )
  return new Map(
    files.map((file) => {
      const imports = relativeImports(readFileSync(join(server, file), 'utf8'))
        .map((specifier) => relative(server, resolve(server, dirname(file), specifier)))
        .filter((target) => !target.startsWith('..')) // src/, shared with the pages
      return [file, imports]
    }),
  )
}

/** The imports between the parts of server/: each folder is one node, each top-level file one. */
function partGraph(files: Map<string, string[]>): Map<string, string[]> {
  const part = (file: string) => (file.includes('/') ? `${file.split('/')[0]}/` : file)
  const parts = new Map<string, Set<string>>()
  for (const [file, imports] of files) {
    const targets = parts.get(part(file)) ?? new Set()
    for (const target of imports) if (part(target) !== part(file)) targets.add(part(target))
    parts.set(part(file), targets)
  }
  return new Map([...parts].map(([name, targets]) => [name, [...targets]]))
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
      import { z } from 'zod'`
    expect(relativeImports(source)).toEqual([
      './a.ts',
      '../b.ts',
      './c.ts',
      './d.ts',
      './e.ts',
      './f.ts',
    ])
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
})

describe('server/', () => {
  const files = fileGraph()

  it('is read: main.ts imports app.ts', () => {
    expect(files.get('main.ts')).toContain('app.ts')
  })

  it('has no import circle between files', () => {
    expect(cycles(files)).toEqual([])
  })

  it('has no import circle between its folders and top-level files', () => {
    expect(cycles(partGraph(files))).toEqual([])
  })

  // Entry points and what every part shares; everything else goes in a folder.
  it(`keeps at most ${maxTopLevelFiles} files at its top level`, () => {
    const topLevel = readdirSync(server, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
    expect(topLevel.length, topLevel.join(', ')).toBeLessThanOrEqual(maxTopLevelFiles)
  })
})
