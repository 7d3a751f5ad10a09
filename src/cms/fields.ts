import { z } from 'zod'
import { iconName, iconNames } from '../content/icons.ts'

/**
 * Decap CMS fields, derived from the content's zod schemas (src/content/schemas.ts) through their
 * JSON Schema: names, required fields, lists and their lengths, selects, dates, booleans, numbers
 * and text limits all come from the schema, so what the CMS lets a marketer save is what the
 * build accepts. Build-time only (vite.cms.config.ts writes the result into the CMS bundle).
 */
export interface CmsField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  default?: unknown
  pattern?: [string, string]
  min?: number
  max?: number
  value_type?: 'int' | 'float'
  options?: (string | { label: string; value: string })[]
  multiple?: boolean
  fields?: CmsField[]
  field?: CmsField
  types?: CmsField[]
  typeKey?: string
  summary?: string
  collapsed?: boolean
  // datetime
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  // relation
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  // image
  media_folder?: string
  public_folder?: string
  choose_url?: boolean
}

/** What a field's path in the schema is given instead of the plain widget, by the generator's caller. */
export type FieldOverride = (path: string, field: CmsField) => CmsField

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  default?: unknown
  description?: string
  [key: string]: unknown
}

/** The JSON Schema of what a content file may hold (defaults make a field optional). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (context) => {
      // An icon is a name of the lucide set: the CMS offers them as a searchable select.
      if (context.zodSchema === iconName) context.jsonSchema.format = 'icon'
    },
  }) as JsonSchema
}

/** "tags" → "tag", "technologies" → "technology" (a list's item). */
const singular = (name: string) =>
  name.endsWith('ies')
    ? `${name.slice(0, -3)}y`
    : name.endsWith('s')
      ? name.slice(0, -1)
      : `${name} item`

/** Every icon name, once: each icon field's select shares this list (the bundle writes it once). */
export const iconOptions: string[] = [...iconNames].sort()

/** "coverAlt" → "Cover alt", "bestFor" → "Best for". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const escapeLength = (min?: number, max?: number) =>
  `[\\s\\S]{${min ?? 0},${max === undefined ? '' : max}}`

/** A string's limits as one pattern, with a sentence a marketer understands. */
function stringPattern(node: JsonSchema): [string, string] | undefined {
  const { minLength: min, maxLength: max, pattern } = node
  const hasLength = (min !== undefined && min > 1) || max !== undefined
  if (!pattern && !hasLength) return undefined
  const length = hasLength ? `(?=${escapeLength(min, max)}$)` : ''
  const source = `^${length}${pattern ? `(?:${pattern})` : `${escapeLength()}$`}`
  const words: string[] = []
  if (min !== undefined && min >= 40)
    words.push(`Write at least one full sentence (${min} characters)`)
  else if (min !== undefined && min > 1 && max !== undefined)
    words.push(`Between ${min} and ${max} characters`)
  else if (min !== undefined && min > 1) words.push(`At least ${min} characters`)
  if (max !== undefined && (min === undefined || min <= 1 || min >= 40))
    words.push(`at most ${max} characters`)
  if (pattern) words.push(patternHint(pattern))
  const message = words.join('; ')
  return [source, message.charAt(0).toUpperCase() + message.slice(1)]
}

function patternHint(pattern: string): string {
  if (pattern.includes('images')) return 'an image under /images/ (.svg, .png, .jpg)'
  if (pattern.includes('-02-29')) return 'a date as YYYY-MM-DD'
  if (pattern === '^\\/[^\\s]*$') return 'a site path starting with /'
  if (/^\^?\[a-z\]|^\^?\[a-z0-9\]/.test(pattern)) return 'lowercase letters, digits and hyphens'
  if (pattern.includes('[A-Z]{2}')) return 'capital letters, as in the examples of the field'
  if (pattern.includes('[01]\\d')) return 'a time as HH:MM'
  return `text of the form ${pattern}`
}

const isType = (node: JsonSchema, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type))

/** The object schemas of a discriminated union, keyed by their `type` constant. */
function variants(node: JsonSchema): JsonSchema[] | undefined {
  const options = node.oneOf ?? node.anyOf
  if (!options?.every((option) => option.properties?.type?.const !== undefined)) return undefined
  return options
}

/** One field of the CMS for one node of the JSON Schema. */
export function fieldOf(
  name: string,
  node: JsonSchema,
  required: boolean,
  override: FieldOverride,
  path: string,
): CmsField {
  const base = { name, label: labelOf(name), ...(required ? {} : { required: false }) }
  const withDefault = node.default === undefined ? {} : { default: node.default }
  let field: CmsField

  if (node.format === 'icon') {
    field = { ...base, widget: 'select', options: iconOptions }
  } else if (node.enum) {
    field = { ...base, widget: 'select', options: node.enum.map(String), ...withDefault }
  } else if (isType(node, 'boolean')) {
    field = { ...base, widget: 'boolean', ...withDefault }
  } else if (isType(node, 'number') || isType(node, 'integer')) {
    field = {
      ...base,
      widget: 'number',
      value_type: isType(node, 'integer') ? 'int' : 'float',
      ...(node.minimum === undefined ? {} : { min: node.minimum }),
      ...(node.maximum === undefined ? {} : { max: node.maximum }),
      ...withDefault,
    }
  } else if (isType(node, 'string') && node.format === 'date') {
    field = {
      ...base,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
    }
  } else if (isType(node, 'string')) {
    const pattern = stringPattern(node)
    field = {
      ...base,
      widget: (node.minLength ?? 0) >= 40 ? 'text' : 'string',
      ...(pattern ? { pattern } : {}),
    }
  } else if (isType(node, 'object') && node.properties) {
    field = { ...base, widget: 'object', fields: fieldsOf(node, override, path) }
  } else if (isType(node, 'array')) {
    const lengths = {
      ...(node.minItems === undefined ? {} : { min: node.minItems }),
      ...(node.maxItems === undefined ? {} : { max: node.maxItems }),
      ...withDefault,
    }
    const items = node.prefixItems?.[0] ?? node.items ?? {}
    const union = variants(items)
    if (node.prefixItems) {
      const size = node.prefixItems.length
      field = {
        ...base,
        widget: 'list',
        min: size,
        max: size,
        field: fieldOf('value', items, true, override, `${path}.*`),
      }
    } else if (union) {
      field = {
        ...base,
        widget: 'list',
        typeKey: 'type',
        types: union.map((variant) => {
          const type = String(variant.properties?.type?.const)
          const inner = fieldsOf(variant, override, `${path}.*(${type})`).filter(
            (inner) => inner.name !== 'type',
          )
          return { name: type, label: labelOf(type), widget: 'object', fields: inner }
        }),
        ...lengths,
      }
    } else if (isType(items, 'object')) {
      const fields = fieldsOf(items, override, `${path}.*`)
      field = {
        ...base,
        widget: 'list',
        fields,
        summary: `{{fields.${fields[0]?.name ?? 'title'}}}`,
        collapsed: true,
        ...lengths,
      }
    } else {
      // A list of single values shows each value's input, labelled in the singular ("Tag").
      const item = fieldOf(singular(name), items, true, override, `${path}.*`)
      field = { ...base, widget: 'list', field: item, collapsed: false, ...lengths }
    }
  } else {
    // Preprocessed values (a YAML date read either way) are written as text.
    field = { ...base, widget: 'string' }
  }
  if (node.description) field.hint = node.description
  return override(path, field)
}

export function fieldsOf(node: JsonSchema, override: FieldOverride, path = ''): CmsField[] {
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, child, required.has(name), override, path ? `${path}.${name}` : name),
  )
}

/** Every field path of a CMS field list, as `a.b.*.c` (list items as `*`, union types as `*(type)`). */
export function cmsFieldPaths(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    if (field.fields) {
      const inner = field.widget === 'list' ? `${path}.*` : path
      return [path, ...cmsFieldPaths(field.fields, inner)]
    }
    if (field.types) {
      return [
        path,
        ...field.types.flatMap((type) =>
          cmsFieldPaths(type.fields ?? [], `${path}.*(${type.name})`),
        ),
      ]
    }
    return [path]
  })
}

/** Every property path of a JSON Schema, in the same notation. */
export function schemaPaths(node: JsonSchema, prefix = ''): string[] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const path = prefix ? `${prefix}.${name}` : name
    if (isType(child, 'object') && child.properties) return [path, ...schemaPaths(child, path)]
    if (isType(child, 'array')) {
      const items = child.items ?? {}
      const union = variants(items)
      if (union) {
        return [
          path,
          ...union.flatMap((variant) => {
            const type = String(variant.properties?.type?.const)
            return schemaPaths(variant, `${path}.*(${type})`).filter(
              (inner) => inner !== `${path}.*(${type}).type`,
            )
          }),
        ]
      }
      if (isType(items, 'object')) return [path, ...schemaPaths(items, `${path}.*`)]
    }
    return [path]
  })
}
