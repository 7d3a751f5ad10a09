import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listFiles, readMarkdown, readYaml } from '../../../src/content/loader/read-content.ts'
import {
  blogPostSchema,
  caseStudySchema,
  countrySchema,
  engagementModelsSchema,
  faqTopicSchema,
  hireRoleSchema,
  jobOpeningSchema,
  pageSchema,
  serviceSchema,
} from '../../../src/content/schemas.ts'

const root = join(process.cwd(), 'src', 'content')

describe('every content file is valid', () => {
  const yamlCollections = {
    services: serviceSchema,
    countries: countrySchema,
    hire: hireRoleSchema,
    pages: pageSchema,
    faqs: faqTopicSchema,
  }
  for (const [dir, schema] of Object.entries(yamlCollections)) {
    it(`src/content/${dir}/*.yaml`, () => {
      const files = listFiles(join(root, dir), '.yaml')
      expect(files.length).toBeGreaterThan(0)
      for (const { file } of files) readYaml(file, schema)
    })
  }
  const markdownCollections = {
    blog: blogPostSchema,
    'case-studies': caseStudySchema,
    careers: jobOpeningSchema,
  }
  for (const [dir, schema] of Object.entries(markdownCollections)) {
    it(`src/content/${dir}/*.md`, () => {
      const files = listFiles(join(root, dir), '.md')
      expect(files.length).toBeGreaterThan(0)
      for (const { file, slug } of files) readMarkdown(file, slug, schema)
    })
  }
  it('src/content/engagement-models.yaml', () => {
    readYaml(join(root, 'engagement-models.yaml'), engagementModelsSchema)
  })
})
