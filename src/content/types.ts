import type { z } from 'zod'
import type {
  countrySchema,
  countryTranslationSchema,
  engagementModelsSchema,
  pageSchema,
  sectionSchema,
  serviceSchema,
  serviceTranslationSchema,
} from './schemas.ts'

/**
 * The shapes pages receive from their route loaders. Types only: importing them ships no code
 * (and no zod) to the browser.
 */
export type ServiceContent = z.output<typeof serviceSchema>
type CountryFacts = Exclude<z.output<typeof countrySchema>, { aliasOf: string }>
export type Country = Omit<CountryFacts, 'order' | 'hreflang'> & {
  prefix: string
  order: number
  hreflang?: string | undefined
  /** The prefix whose page is canonical: its own, or the aliased market's (usa → us). */
  canonicalPrefix: string
}
export type PageContent = z.output<typeof pageSchema>
export type EngagementModel = z.output<typeof engagementModelsSchema>['models'][number]
export type Step = z.output<typeof engagementModelsSchema>['hiringProcess'][number]
export type Faq = ServiceContent['faqs'][number]

export interface CoverImage {
  src: string
  alt: string
  width: number
  height: number
  /** Photos: AVIF and WebP in several widths (SVG needs none). */
  sources?: { type: string; srcSet: string }[]
  /**
   * An SVG illustration at the top of an article, inlined: the page's largest element then
   * needs no request of its own (largest contentful paint).
   */
  inlineSvg?: string
}

export interface LinkCard {
  title: string
  href: string
  text: string
  /** A lucide name (the service's or role's own icon). */
  icon?: string
}

/** A technology by the name content uses, with its simple-icons logo when it has one. */
export interface Technology {
  name: string
  /** Its simple-icons slug: drawn as `.l-{slug}` (scripts/lib/graphics.ts). */
  logo?: string
}

/** A call to action in a page's hero: a site path or an anchor on the page. */
export type HeroAction = NonNullable<PageContent['actions']>[number]

/** A metric a case study measured, shown as proof (home hero, stats). */
export interface Proof {
  value: string
  label: string
  href: string
  /** Whose result it was: "Manufacturing, Saudi Arabia" (clients stay anonymous). */
  client: string
}

export interface PostCard {
  href: string
  title: string
  description: string
  date: string
  category: string
  readingMinutes: number
  cover: CoverImage
}

export interface CaseStudyCard {
  href: string
  title: string
  description: string
  industry: string
  country: string
  highlight: { value: string; label: string }
  cover: CoverImage
}

/** A case study told in a split layout: its cover, its story in two sentences and its metrics. */
export interface FeaturedCaseStudy extends CaseStudyCard {
  /** The problem the client brought (the home page tells it; other pages link to it). */
  challenge?: string
  results: { value: string; label: string; icon: string }[]
}

export interface JobCard {
  href: string
  title: string
  description: string
  department: string
  experience: string
  workplace: string
  employmentType: string
}

/**
 * A cookie or storage key the site sets, as the privacy notice lists it (its `storage` section,
 * from src/config/stored-items.ts).
 */
export interface StoredItem {
  name: string
  where: 'Cookie' | 'Local storage' | 'Session storage'
  purpose: string
  lasts: string
}

type Authored = z.output<typeof sectionSchema>
type Filled<T extends Authored['type'], Extra> = Extract<Authored, { type: T }> & Extra

/** A page section as rendered: sections that show a collection carry its entries. */
export type Section =
  | Exclude<
      Authored,
      {
        type:
          | 'services'
          | 'hire-roles'
          | 'engagement-models'
          | 'case-studies'
          | 'posts'
          | 'technologies'
          | 'form-data'
          | 'storage'
      }
    >
  | Filled<'form-data', { fields: { label: string; required: boolean }[] }>
  | Filled<'storage', { items: readonly StoredItem[] }>
  | Filled<'services', { columns: { id: string; title: string; items: LinkCard[] }[] }>
  | Filled<'hire-roles', { items: LinkCard[] }>
  | Filled<'engagement-models', { models: EngagementModel[] }>
  | Filled<'case-studies', { feature?: FeaturedCaseStudy; items: CaseStudyCard[] }>
  | Filled<'technologies', { logos: { name: string; items: Technology[] }[] }>
  | Filled<'posts', { items: PostCard[] }>

export type ServiceTranslation = z.output<typeof serviceTranslationSchema>
export type CountryTranslation = z.output<typeof countryTranslationSchema>
