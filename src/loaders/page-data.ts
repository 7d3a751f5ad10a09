import type { Breadcrumb } from '../config/breadcrumbs.ts'
import type {
  CaseStudyCard,
  CoverImage,
  Country,
  EngagementModel,
  Faq,
  JobCard,
  LinkCard,
  PostCard,
  FeaturedCaseStudy,
  HeroAction,
  Technology,
  Proof,
  Section,
  ServiceContent,
  Step,
} from '../content/types.ts'
import type { CallHours } from '../calls/hours-schema.ts'
import type { EstimatorRates } from '../estimate/rates-schema.ts'
import type { HeadData } from '../seo/head.ts'
import type { FacetGroup } from '../lib/facet-filter.ts'
import type { Heading } from '../content/loader/headings.ts'

/** What each screen's route loader returns. Types only: the loaders themselves never ship. */
interface Page {
  head: HeadData
  /** Trail from home; empty on the home page. */
  breadcrumbs: Breadcrumb[]
}

export type Listing =
  | { type: 'posts'; items: PostCard[]; categories: string[] }
  /** With the chips of each industry, service and technology (src/lib/facet-filter.ts). */
  | { type: 'case-studies'; items: CaseStudyCard[]; facets: FacetGroup[] }
  | { type: 'jobs'; items: JobCard[] }
  | { type: 'faq-topics'; topics: { id: string; topic: string; items: Faq[] }[] }
  /** The estimator's questions and rates (src/content/estimator.yaml). */
  | { type: 'estimator'; rates: EstimatorRates }
  /** When the company takes calls (src/content/call-hours.yaml): the call request's slots. */
  | {
      type: 'call-hours'
      hours: CallHours
      /** How many times a visitor may offer, and how long a call lasts (src/calls/slots.ts). */
      maxSlots: number
      minutes: number
      plain: PlainCallTimes
    }
  /** The search page's topics: links to every section of the site, the no-JS way in. */
  | { type: 'topics'; groups: TopicLinks[] }

/** A heading and the pages under it (the search page's topics). */
export interface TopicLinks {
  heading: string
  links: { name: string; href: string; icon?: string }[]
}

/**
 * The call request's times without JavaScript, in the company's zone, worded at build time
 * (loaders/call-hours.ts): src/calls/slots.ts loads only when the page computes the slots.
 */
export interface PlainCallTimes {
  /** Each slot's start: 10:00, 10:30 … 18:30. */
  times: string[]
  /** Which zone those times are in, and when calls are taken. */
  description: string
}

export interface ContentPageData extends Page {
  heading: string
  /** The hero's line of support, then the paragraphs that open the page's first section. */
  intro: string[]
  /** The hero's calls to action, primary first. */
  actions?: HeroAction[]
  /** The page's illustration (public/images/art/{id}.svg), when it has one. */
  art?: string
  /** The home page's proof row: measured results of the featured case studies. */
  proof?: Proof[]
  sections: Section[]
  /** The collection a listing page shows between its introduction and its sections. */
  listing?: Listing
}

export type ServiceDetails = ServiceContent & {
  slug: string
  name: string
  icon: string
  /** Its illustration, public/images/art/{slug}.svg (the country pages show it too). */
  art: string
  /** The technologies with their logos. */
  logos: Technology[]
}

export interface ServicePageData extends Page {
  service: ServiceDetails
  /** A case study of this service, or the one closest to it by technology. */
  caseStudy?: FeaturedCaseStudy | undefined
  markets: LinkCard[]
}

export interface CountryServicePageData extends Page {
  /** The same page in the languages its market reads (empty for English-only markets). */
  languages: LanguageLink[]
  heading: string
  /** What the page shows of the service (its introduction and meta copy stay on its own page). */
  service: Omit<
    ServiceDetails,
    'title' | 'description' | 'intro' | 'updated' | 'industries' | 'faqs'
  >
  country: Pick<
    Country,
    | 'name'
    | 'shortName'
    | 'region'
    | 'currency'
    | 'timeZoneLabel'
    | 'overlap'
    | 'engagement'
    | 'commercial'
    | 'marketNote'
  >
  otherServices: LinkCard[]
}

export interface HireRolePageData extends Page {
  role: {
    slug: string
    name: string
    title: string
    summary: string
    intro: string[]
    icon: string
    art: string
  }
  technologies: Technology[]
  caseStudy?: FeaturedCaseStudy | undefined
  responsibilities: string[]
  skills: { name: string; items: string[] }[]
  faqs: Faq[]
  engagementModels: EngagementModel[]
  hiringProcess: Step[]
  otherRoles: LinkCard[]
}

export interface ArticleMeta {
  date: string
  updated?: string
  readingMinutes: number
}

export interface BlogPostPageData extends Page {
  post: ArticleMeta & {
    title: string
    description: string
    author: string
    category: string
    tags: string[]
    cover: CoverImage
    html: string
    /** Its sections (h2 ids and text), when it has enough to list them. */
    toc?: Heading[]
  }
  /** Up to three other posts: most shared tags, then same category, then newest. */
  related: PostCard[]
}

/** A category's or tag's page: its posts, newest first. */
export interface BlogTopicPageData extends Page {
  heading: string
  intro: string[]
  /** The blog list's illustration. */
  art?: string | undefined
  items: PostCard[]
}

/** An industry's, service's or technology's page: its case studies, newest first. */
export interface CaseStudyFacetPageData extends Omit<BlogTopicPageData, 'items'> {
  items: CaseStudyCard[]
}

export interface CaseStudyPageData extends Page {
  study: {
    title: string
    description: string
    date: string
    client: { industry: string; country: string; profile: string }
    services: LinkCard[]
    challenge: string
    solution: string
    results: { value: string; label: string; icon: string }[]
    technologies: string[]
    cover: CoverImage
    html: string
  }
  more: CaseStudyCard[]
}

export interface JobPageData extends Page {
  /** The illustration every job opening shares. */
  art: string
  job: JobCard & {
    datePosted: string
    validThrough: string
    /** Past its validThrough at build time: the page says so and takes no applications. */
    closed: boolean
    skills: string[]
    html: string
  }
  /** How long an application is kept, and kept when the CV is kept for future openings. */
  retention: ApplicationRetention
}

/** Retention periods as the form words them (src/config/retention.ts), e.g. "6 months". */
export interface ApplicationRetention {
  application: string
  keptApplication: string
}

/** One entry of a page's language switcher: the same page in another language. */
export interface LanguageLink {
  /** The language's own name: 한국어, العربية, Français, English. */
  name: string
  /** BCP 47 tag of the page it leads to. */
  lang: string
  href: string
  current: boolean
}

/** A market's page in its own language: every heading worded at build time (src/i18n). */
interface MarketPage extends Page {
  languages: LanguageLink[]
  /** Above the heading: the market, its currency and its time zone. */
  meta: string
  heading: string
  lead: string
  art: string
  actions: { primary: { label: string; href: string }; secondary: { label: string; href: string } }
  facts: { heading: string; items: { term: string; detail: string }[] }
  cta: { heading: string; text: string; action: { label: string; href: string } }
}

/** /{locale}: the market's landing page, leading to its services. */
export interface MarketLandingPageData extends MarketPage {
  services: { heading: string; items: LinkCard[] }
  market: { heading: string; paragraphs: string[] }
}

/** /{locale}/{service}: a service for one market, in the market's language. */
export interface MarketServicePageData extends MarketPage {
  offerings: { heading: string; items: { title: string; text: string; icon: string }[] }
  process: { heading: string; items: { title: string; text: string; icon: string }[] }
  technologies: { heading: string; label: string; items: Technology[] }
  otherServices: { heading: string; items: Omit<LinkCard, 'text'>[] }
  /** The market note is on the landing page: the link to it, after the facts. */
  marketLink: { label: string; href: string }
}

/** /{locale}/contactus: the enquiry form and the office, in the market's language. */
export interface MarketContactPageData extends Page {
  languages: LanguageLink[]
  meta: string
  /** To the form below, and to the estimator in the market's currency. */
  actions: MarketPage['actions']
  heading: string
  lead: string
  formHeading: string
  /** To the market's call request. */
  callLink: { label: string; href: string }
  office: {
    heading: string
    hours: string
    address: string
    phone: string
    email: string
    replyTime: string
  }
}

/** /{locale}/call: the call request in the market's language, what follows it, and a way out. */
export interface MarketCallPageData extends Page {
  languages: LanguageLink[]
  meta: string
  heading: string
  lead: string
  /** Down to the form, and to the market's contact page. */
  actions: MarketPage['actions']
  times: Extract<Listing, { type: 'call-hours' }>
  /** The form's address without JavaScript: /api/call?locale=ar-sa. */
  action: string
  steps: { heading: string; items: { title: string; text: string; icon: string }[] }
  cta: MarketPage['cta']
}

/** /{locale}/call/sent: where the call request sent without JavaScript leads. */
export interface MarketCallSentPageData extends Page {
  heading: string
  lead: string
  urgent: string
  actions: MarketPage['actions']
}
