import { describe, expect, it } from 'vitest'
import { cmsConfig, schemaCollections } from '../../../src/cms/config.ts'
import { cmsFieldPaths, jsonSchemaOf, schemaPaths } from '../../../src/cms/fields.ts'
import { backendOptions } from '../../../vite.cms.config.ts'

const collections = schemaCollections()

/** The field paths of a collection's CMS form (a file collection's forms all follow one schema). */
function formPaths(entry: (typeof collections)[number]) {
  const { collection } = entry
  const forms = collection.fields
    ? [collection.fields]
    : (collection.files ?? []).map((f) => f.fields)
  expect(forms.length).toBeGreaterThan(0)
  const [first, ...rest] = forms.map((fields) => cmsFieldPaths(fields).sort())
  for (const other of rest) expect(other).toEqual(first)
  return (first ?? []).filter((path) => !(entry.body && path === 'body'))
}

describe('the CMS configuration is the content schemas', () => {
  it.each(collections.map((entry) => [entry.collection.name, entry] as const))(
    '%s: every schema field has a CMS field, and every CMS field a schema field',
    (_name, entry) => {
      const fromSchema = schemaPaths(jsonSchemaOf(entry.schema)).sort()
      expect(fromSchema.length).toBeGreaterThan(3)
      expect(formPaths(entry)).toEqual(fromSchema)
    },
  )

  it('offers every collection the issue names, and Markdown bodies where the build reads one', () => {
    expect(collections.map((entry) => entry.collection.name)).toEqual([
      'blog',
      'case-studies',
      'careers',
      'services',
      'hire',
      'countries',
      'pages',
      'faqs',
      'engagement-models',
      'estimator',
      'call-hours',
    ])
    for (const entry of collections) {
      const hasBody = entry.collection.fields?.some((field) => field.name === 'body') ?? false
      expect(hasBody).toBe(entry.body)
    }
  })

  it('marks required and optional fields as the schema does, and keeps list lengths', () => {
    const blog = collections.find((entry) => entry.collection.name === 'blog')?.collection
    const field = (name: string) => blog?.fields?.find((f) => f.name === name)
    expect(field('title')).toMatchObject({
      widget: 'string',
      pattern: [expect.any(String), 'Between 10 and 48 characters'],
    })
    expect(field('updated')).toMatchObject({
      widget: 'datetime',
      required: false,
      format: 'YYYY-MM-DD',
    })
    expect(field('tags')).toMatchObject({ widget: 'list', min: 1 })
    expect(field('cover')).toMatchObject({ widget: 'image', media_folder: '/public/images/blog' })
    expect(field('title')?.required).toBeUndefined()
  })

  it('turns text limits into patterns that accept and refuse what the schema does', () => {
    const blog = collections.find((entry) => entry.collection.name === 'blog')?.collection
    const pattern = (name: string) =>
      new RegExp(blog?.fields?.find((f) => f.name === name)?.pattern?.[0] ?? '')
    expect(pattern('title').test('A title of good length')).toBe(true)
    expect(pattern('title').test('Short')).toBe(false)
    expect(pattern('title').test('x'.repeat(49))).toBe(false)
    // Decap tests an image widget's pattern against its own value, not the path it writes: the
    // cover's file type is named by the build instead, and the hint says what it takes.
    const cover = blog?.fields?.find((f) => f.name === 'cover')
    expect(cover?.pattern).toBeUndefined()
    expect(cover?.hint).toMatch(/SVG.*PNG or JPEG/)
    expect(pattern('body').test(`Intro paragraph. ${'x'.repeat(200)}\n\n## A section`)).toBe(true)
    expect(pattern('body').test(`Intro. ${'x'.repeat(200)}\n\n# A second title`)).toBe(false)
    expect(pattern('body').test('Too short')).toBe(false)
  })

  it('offers icons, services and enums as selects, and a case study picks services from theirs', () => {
    const study = collections.find((entry) => entry.collection.name === 'case-studies')?.collection
    const services = study?.fields?.find((f) => f.name === 'services')
    expect(services).toMatchObject({
      widget: 'relation',
      collection: 'services',
      multiple: true,
      min: 1,
    })
    const results = study?.fields?.find((f) => f.name === 'results')
    const icon = results?.fields?.find((f) => f.name === 'icon')
    expect(icon?.widget).toBe('select')
    expect(icon?.options).toContain('calendar-check')
    const job = collections.find((entry) => entry.collection.name === 'careers')?.collection
    expect(job?.fields?.find((f) => f.name === 'workplace')).toMatchObject({
      widget: 'select',
      options: ['On-site', 'Hybrid'],
    })
  })

  it('lists the country files with facts, not the aliases', () => {
    const countries = collections.find((entry) => entry.collection.name === 'countries')?.collection
    const files = countries?.files?.map((file) => file.name) ?? []
    expect(files).toContain('uk')
    expect(files).not.toContain('usa')
  })
})

describe('the backend a deployment chooses', () => {
  it('signs in to GitHub through our API, with the editorial workflow', () => {
    const config = cmsConfig(
      backendOptions({ CMS_REPO: 'acme/site', SITE_ORIGIN: 'https://www.acme.test' }),
    )
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'acme/site',
      branch: 'main',
      base_url: 'https://www.acme.test',
      auth_endpoint: 'api/cms/auth',
    })
    expect(config.publish_mode).toBe('editorial_workflow')
  })

  it('uses GitLab (self-hosted too) with PKCE, no secret on our side', () => {
    const config = cmsConfig(
      backendOptions({
        CMS_BACKEND: 'gitlab',
        CMS_REPO: 'web/site',
        CMS_GITLAB_APP_ID: 'abc',
        CMS_GITLAB_URL: 'https://git.acme.test',
      }),
    )
    expect(config.backend).toMatchObject({
      name: 'gitlab',
      auth_type: 'pkce',
      app_id: 'abc',
      api_root: 'https://git.acme.test/api/v4',
    })
  })

  it('refuses an unknown backend by name', () => {
    expect(() => backendOptions({ CMS_BACKEND: 'svn' })).toThrow(
      'CMS_BACKEND must be github, gitlab or proxy, not "svn"',
    )
  })
})
