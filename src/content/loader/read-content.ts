import { readdirSync, readFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { Marked } from 'marked'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { placeholders } from './placeholders.ts'
import { isDraftFile } from '../publication.ts'
import { ContentError, displayPath } from './errors.ts'

export { ContentError, displayPath }

/**
 * Reads content files and validates them, at build time only (route loaders, the sitemap and
 * feed writer, tests). Every error names the file and the field, so a marketer can fix it.
 */

function fillPlaceholders(value: unknown, file: string, field: string): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{(\w+)\}/g, (token, name: string) => {
      const replacement = placeholders[name]
      if (replacement === undefined) {
        const known = Object.keys(placeholders).map((key) => `{${key}}`)
        throw new ContentError(
          `${displayPath(file)}: field "${field}": unknown placeholder ${token} (use one of ${known.join(', ')})`,
        )
      }
      return replacement
    })
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => fillPlaceholders(item, file, `${field}.${index}`))
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillPlaceholders(item, file, field ? `${field}.${key}` : key),
      ]),
    )
  }
  return value
}

function validate<T extends z.ZodType>(schema: T, data: unknown, file: string): z.output<T> {
  const result = schema.safeParse(fillPlaceholders(data, file, ''))
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.join('.') || '(the whole file)'
    return `  field "${field}": ${issue.message}`
  })
  throw new ContentError(`${displayPath(file)} is invalid:\n${problems.join('\n')}`)
}

function parseYamlText(source: string, file: string): unknown {
  try {
    return parseYaml(source)
  } catch (error) {
    throw new ContentError(`${displayPath(file)}: not valid YAML: ${(error as Error).message}`)
  }
}

export function readYaml<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  return validate(schema, parseYamlText(readFileSync(file, 'utf8'), file), file)
}

/** The files of one collection, sorted by name, with the slug their name gives them. */
export function listFiles(dir: string, extension: '.yaml' | '.md') {
  return readdirSync(dir)
    .filter((name) => extname(name) === extension && !isDraftFile(name))
    .sort()
    .map((name) => {
      const slug = basename(name, extension)
      const file = join(dir, name)
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && !/^[a-z]{2,5}$/.test(slug)) {
        throw new ContentError(
          `${displayPath(file)}: the file name is the page's URL; use lowercase letters, digits and single hyphens`,
        )
      }
      return { slug, file }
    })
}

const markdown = new Marked({ gfm: true })

export interface MarkdownDocument<T> {
  slug: string
  file: string
  data: T
  /** The body rendered to HTML at build time. */
  html: string
  words: number
}

/** A Markdown file with YAML front matter between two `---` lines. */
export function readMarkdown<T extends z.ZodType>(
  file: string,
  slug: string,
  schema: T,
): MarkdownDocument<z.output<T>> {
  const source = readFileSync(file, 'utf8')
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source)
  if (!match) {
    throw new ContentError(
      `${displayPath(file)}: front matter missing; start the file with a --- line, the fields, and another --- line`,
    )
  }
  const [, frontMatter = '', rawBody = ''] = match
  const data = validate(schema, parseYamlText(frontMatter, file), file)
  const body = fillPlaceholders(rawBody, file, 'body') as string
  if (body.trim().length < 200) {
    throw new ContentError(`${displayPath(file)}: field "body": write at least 200 characters`)
  }
  if (/^# /m.test(body)) {
    throw new ContentError(
      `${displayPath(file)}: field "body": the title is the page's only h1; start sections at "## "`,
    )
  }
  return {
    slug,
    file,
    data,
    // Code samples and tables scroll sideways on small screens: keyboard users must reach them.
    html: markdown
      .parse(body, { async: false })
      .replaceAll('<pre>', '<pre tabindex="0">')
      .replaceAll('<table>', '<table tabindex="0">'),
    words: body.split(/\s+/).filter(Boolean).length,
  }
}
