import { z } from 'zod'
import { iconName, isLogoSlug } from './icons.ts'

/**
 * The shape of every content file under src/content/. Build-time only: pages receive the
 * parsed data through route loaders, so zod never ships to the browser.
 *
 * Text may use the placeholders {brand}, {shortName}, {brandSlug}, {city}, {address}, {email},
 * {phone}, {privacyOfficer} and {privacyEmail} (the site configuration) and {enquiryRetention}
 * and {applicationRetention} (src/config/retention.ts); the loader replaces them (quote a YAML
 * value that starts with one).
 */
const text = z.string().trim().min(1)
export const heroLineWords = 35
const paragraph = z.string().trim().min(40, 'write at least one full sentence (40 characters)')
const isoDate = z.iso.date('use the date format YYYY-MM-DD')
/** What search engines show under the title: long enough to inform, short enough not to be cut. */
const metaDescription = z
  .string()
  .trim()
  .min(70, 'a meta description needs at least 70 characters')
  .max(160, 'a meta description may have at most 160 characters')
/** The document title before " | {shortName}" is appended. */
const metaTitle = z.string().trim().min(10).max(48, 'a title may have at most 48 characters')
const internalHref = z.string().regex(/^\/[^\s]*$/, 'use a site path starting with /')
/**
 * An image under public/images/, e.g. /images/blog/cloud-costs.svg: SVG for illustrations, PNG
 * or JPEG for photos (the build serves those as responsive AVIF and WebP).
 */
const publicImage = z
  .string()
  .regex(
    /^\/images\/[a-z0-9/-]+\.(svg|png|jpe?g)$/,
    'use a path under /images/ ending in .svg, .png, .jpg or .jpeg',
  )

/**
 * A hero's one line of support under the heading: short enough that the calls to action after
 * it stay on a phone's first screen. A longer introduction goes into the paragraphs after it.
 */
const words = (value: string) => value.split(/\s+/).length
const heroLineMessage = `the hero's line of support may have at most ${heroLineWords} words: put the rest in a later paragraph`
const heroLine = paragraph.refine((value) => words(value) <= heroLineWords, heroLineMessage)
/** The first paragraph is the hero's line of support; the others open the page's first section. */
const heroIntro = z
  .array(paragraph)
  .min(1)
  .max(3)
  .refine(([first = '']) => words(first) <= heroLineWords, { path: [0], message: heroLineMessage })
/** The hero's calls to action, primary first: a site path, or an anchor on the same page. */
const heroActions = z
  .array(
    z.object({
      label: text,
      href: z
        .string()
        .regex(
          /^(\/[^\s]*|#[a-z][a-z0-9-]*)$/,
          'use a site path starting with / or an anchor such as #apply',
        ),
    }),
  )
  .min(1)
  .max(2)

const titled = z.object({ title: text, text: paragraph })
/** A card, step or figure shows the icon its content names (src/content/icons.ts). */
const iconed = titled.extend({ icon: iconName })
const faq = z.object({ question: text, answer: paragraph })
const figure = z.object({ value: text, label: text, icon: iconName })
const cta = z.object({ heading: text, text: paragraph })

/** A section's id, for links to it (`/privacy#enquiries`). */
const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'use lowercase letters, digits and hyphens, starting with a letter')

/** The building blocks of the fixed pages (home, about, contact …), rendered in order. */
export const sectionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    id: anchor.optional(),
    heading: text,
    paragraphs: z.array(paragraph).min(1),
  }),
  /** What a form collects, listed by the loader from the form's own fields (src/forms). */
  z.object({
    type: z.literal('form-data'),
    id: anchor.optional(),
    heading: text,
    intro: paragraph.optional(),
    form: z.enum(['contact', 'application', 'estimate', 'call']),
    paragraphs: z.array(paragraph).default([]),
  }),
  /** The cookies and storage keys the site sets, listed by the loader (src/config/storage.ts). */
  z.object({ type: z.literal('storage'), id: anchor.optional(), heading: text, intro: paragraph }),
  z.object({
    type: z.literal('cards'),
    heading: text,
    intro: paragraph.optional(),
    items: z
      .array(titled.extend({ href: internalHref.optional(), icon: iconName.optional() }))
      .min(2),
  }),
  z.object({
    type: z.literal('steps'),
    heading: text,
    intro: paragraph.optional(),
    items: z.array(iconed).min(3),
  }),
  z.object({
    type: z.literal('list'),
    heading: text,
    intro: paragraph.optional(),
    items: z.array(text).min(3),
  }),
  z.object({ type: z.literal('figures'), heading: text, items: z.array(figure).min(3) }),
  z.object({ type: z.literal('faqs'), heading: text, items: z.array(faq).min(2) }),
  z.object({
    type: z.literal('testimonials'),
    heading: text,
    items: z.array(z.object({ quote: paragraph, role: text, organisation: text })).min(2),
  }),
  z.object({
    type: z.literal('technologies'),
    heading: text,
    intro: paragraph.optional(),
    groups: z.array(z.object({ name: text, items: z.array(text).min(3) })).min(3),
  }),
  /** Filled from the collections by the page's loader. */
  z.object({ type: z.literal('services'), heading: text, intro: paragraph.optional() }),
  z.object({ type: z.literal('hire-roles'), heading: text, intro: paragraph.optional() }),
  z.object({ type: z.literal('engagement-models'), heading: text, intro: paragraph.optional() }),
  z.object({
    type: z.literal('case-studies'),
    heading: text,
    intro: paragraph.optional(),
    /** Only the case studies marked `featured`. */
    featured: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('posts'),
    heading: text,
    limit: z.number().int().min(1).max(12),
    /** A link under the cards, to more to read. */
    more: z.object({ label: text, href: internalHref }).optional(),
  }),
  z.object({
    type: z.literal('office'),
    heading: text,
    intro: paragraph.optional(),
    /** The icon of each way to reach the office. */
    icons: z.object({ address: iconName, phone: iconName, email: iconName }),
  }),
  z.object({
    type: z.literal('cta'),
    heading: text,
    text: paragraph,
    action: z.object({ label: text, href: internalHref }),
  }),
])

/** src/content/pages/{id}.yaml: the fixed pages. */
export const pageSchema = z.object({
  title: metaTitle,
  description: metaDescription,
  heading: text,
  intro: heroIntro,
  actions: heroActions.optional(),
  sections: z.array(sectionSchema).default([]),
  /** When the copy last changed in substance (the sitemap's lastmod). */
  updated: isoDate,
})

/** src/content/services/{slug}.yaml: one per entry of services.ts. */
export const serviceSchema = z.object({
  /** Used in composed titles: "{shortName} in {country}". */
  shortName: z.string().trim().min(3).max(24),
  title: metaTitle,
  description: metaDescription,
  /** One or two sentences for cards, menus and the page's hero. */
  summary: heroLine.max(220),
  intro: z.array(paragraph).min(1).max(3),
  offerings: z.array(iconed).min(6),
  process: z.array(iconed).min(4),
  technologies: z.array(text).min(6),
  industries: z.array(iconed).min(3),
  faqs: z.array(faq).min(4),
  cta,
  updated: isoDate,
})

const countryFacts = z.object({
  /** As used in running text: "the United Kingdom". */
  name: text,
  /** As used in titles: "UK". */
  shortName: z.string().trim().min(2).max(16),
  /** ISO 3166-1 alpha-2, for structured data. */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  hreflang: z
    .string()
    .regex(/^en-[A-Z]{2}$/)
    .optional(),
  region: z.enum([
    'Asia-Pacific',
    'Middle East',
    'Europe',
    'North America',
    'South Asia',
    'Africa',
  ]),
  currency: z.object({ code: z.string().regex(/^[A-Z]{3}$/), name: text }),
  /** IANA time zone of the main business centre, e.g. Australia/Sydney. */
  timeZone: z.string().regex(/^[A-Za-z_]+\/[A-Za-z_]+$/),
  /** e.g. "Sydney (AEST/AEDT)". */
  timeZoneLabel: text,
  /** How the working days overlap with IST (UTC+5:30), in hours and times of day. */
  overlap: paragraph,
  /** How engagements are scheduled and run for this market. */
  engagement: paragraph,
  /** Invoicing and contracts in the local currency. */
  commercial: paragraph,
  /** Why companies in this market work with an offshore team: demand, sectors, regulation. */
  marketNote: z.array(paragraph).min(1).max(3),
  updated: isoDate,
})

/** src/content/countries/{prefix}.yaml: one per country prefix (/au/…, /uk/…). */
export const countrySchema = z.union([
  countryFacts.extend({ order: z.number().int() }).strict(),
  /** An alias serves the same pages as another prefix, which is their canonical (usa → us). */
  z.object({ aliasOf: z.string().regex(/^[a-z]{2,5}$/), order: z.number().int() }).strict(),
])

/**
 * src/content/services/{language}/{slug}.yaml: a service's copy in another language, for its
 * market pages (/ko-kr/{slug} …). The fields those pages show, from the same schema; icons and
 * technologies are the English file's, matched by position.
 */
export const serviceTranslationSchema = serviceSchema
  .pick({ shortName: true, summary: true, cta: true, updated: true })
  .extend({ offerings: z.array(titled).min(6), process: z.array(titled).min(4) })
  .strict()

/**
 * src/content/countries/{language}/{prefix}.yaml: a market's facts in its language, for its
 * landing page (/ar-sa) and its service pages. `inName` is "in {country}" as a sentence needs it
 * (au Maroc, à Monaco).
 */
export const countryTranslationSchema = countryFacts
  .pick({
    name: true,
    shortName: true,
    timeZoneLabel: true,
    overlap: true,
    engagement: true,
    commercial: true,
    marketNote: true,
    updated: true,
  })
  .extend({
    inName: text,
    currencyName: text,
    landing: z.object({ heading: z.string().trim().min(10).max(70), lead: heroLine }).strict(),
  })
  .strict()

/** src/content/hire/{slug}.yaml: one per entry of hire-roles.ts. */
export const hireRoleSchema = z.object({
  title: metaTitle,
  description: metaDescription,
  /** One or two sentences for cards, menus and the page's hero. */
  summary: heroLine.max(220),
  intro: z.array(paragraph).min(1).max(3),
  /** What the developer does on your team. */
  responsibilities: z.array(text).min(4),
  skills: z.array(z.object({ name: text, items: z.array(text).min(3) })).min(3),
  /** The main tools, shown as their logos (src/content/technology-logos.yaml). */
  technologies: z.array(text).min(4),
  faqs: z.array(faq).min(3),
  updated: isoDate,
})

/** src/content/engagement-models.yaml. */
export const engagementModelsSchema = z.object({
  models: z
    .array(
      z.object({
        name: text,
        icon: iconName,
        summary: paragraph,
        bestFor: paragraph,
        terms: z.array(text).min(2),
      }),
    )
    .length(3),
  /** The steps from first call to a developer on your team (hire pages). */
  hiringProcess: z.array(iconed).min(4),
})

/** src/content/faqs/{topic}.yaml: one topic of /resources/FAQs each. */
export const faqTopicSchema = z.object({
  topic: text,
  order: z.number().int(),
  items: z.array(faq).min(3),
})

const cover = { cover: publicImage, coverAlt: z.string().trim().min(10) }

/** Front matter of src/content/blog/{slug}.md. */
export const blogPostSchema = z
  .object({
    title: metaTitle,
    description: metaDescription,
    date: isoDate,
    updated: isoDate.optional(),
    author: text,
    category: text,
    tags: z.array(text).min(1),
    ...cover,
  })
  .strict()

/** Front matter of src/content/case-studies/{slug}.md (the body tells the story in full). */
export const caseStudySchema = z
  .object({
    title: metaTitle,
    description: metaDescription,
    date: isoDate,
    client: z.object({ industry: text, country: text, profile: text }),
    /** Services from services.ts. */
    services: z.array(text).min(1),
    challenge: paragraph,
    solution: paragraph,
    results: z.array(figure).min(2),
    technologies: z.array(text).min(3),
    featured: z.boolean().default(false),
    ...cover,
  })
  .strict()

/** Front matter of src/content/careers/{slug}.md (the body describes the role). */
export const jobOpeningSchema = z
  .object({
    title: metaTitle,
    description: metaDescription,
    datePosted: isoDate,
    validThrough: isoDate,
    employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']),
    department: text,
    experience: text,
    /** On-site in the Ahmedabad office, or hybrid with office days. */
    workplace: z.enum(['On-site', 'Hybrid']),
    skills: z.array(text).min(3),
  })
  .strict()

/**
 * src/content/technology-logos.yaml: the logo of a technology, by the name content uses for it,
 * as a simple-icons slug (https://simpleicons.org). A technology without an entry shows its name.
 */
export const technologyLogosSchema = z.record(
  text,
  z.string().refine(isLogoSlug, {
    error: (issue) =>
      `unknown logo "${String(issue.input)}": use a slug from https://simpleicons.org (e.g. "react")`,
  }),
)
