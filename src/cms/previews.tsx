import { facetPaths } from '../config/case-study-paths.ts'
import { Marked } from 'marked'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { paths, pagePath } from '../config/paths.ts'
import { withPlaceholders } from '../content/loader/placeholders.ts'
import { services } from '../content/services.ts'
import type { CoverImage } from '../content/types.ts'
import type { BlogPostPageData, CaseStudyPageData } from '../loaders/page-data.ts'
import { BlogPostArticle } from '../pages/blog-post-page.tsx'
import { CaseStudyArticle } from '../pages/case-study-page.tsx'
import { siteAssetUrl, type GetAsset } from './media.tsx'

/**
 * The content manager's previews: an entry shown by the site's own page components, in the
 * site's stylesheet (registered in main.tsx), in the theme the marketer picks above it. The
 * entry is turned into the data the page's loader would give it (src/loaders), as far as the
 * browser can: Markdown with the build's options, placeholders filled, the cover as picked (an
 * image uploaded but not yet published as the file the CMS holds, src/cms/media.tsx).
 */

/** What Decap passes a preview: the entry (an Immutable map) and the media it holds. */
export interface PreviewProps {
  entry: { getIn: (path: string[]) => unknown }
  getAsset: GetAsset
}

const markdown = new Marked({ gfm: true })

const text = (props: PreviewProps, field: string) => {
  const value = props.entry.getIn(['data', field])
  return typeof value === 'string' ? withPlaceholders(value) : ''
}

/**
 * A list field as plain values (Decap holds lists as Immutable lists), without the empty items a
 * marketer has added but not filled yet ("Add tags" starts one as null).
 */
function list<T>(props: PreviewProps, field: string): T[] {
  const value = props.entry.getIn(['data', field]) as { toJS?: () => T[] } | T[] | undefined
  if (!value) return []
  const items = Array.isArray(value) ? value : (value.toJS?.() ?? [])
  return items.filter((item) => item !== null && item !== undefined && item !== '')
}

function cover(props: PreviewProps): CoverImage {
  const src = text(props, 'cover')
  return {
    src: src ? siteAssetUrl(props.getAsset, src) : '',
    alt: text(props, 'coverAlt'),
    width: 1200,
    height: 675,
  }
}

/**
 * A date field as the page shows it. A new entry's date is empty until it is picked: the preview
 * shows today's, the date the entry would carry if it were published now, not an error.
 */
function date(props: PreviewProps, field: string): string | undefined {
  const value = text(props, field)
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined
}
const today = () => new Date().toISOString().slice(0, 10)

const html = (props: PreviewProps) =>
  markdown
    .parse(text(props, 'body'), { async: false })
    .replaceAll('<pre>', '<pre tabindex="0">')
    .replace(
      /<img src="([^"]+)"/g,
      (_tag, src: string) => `<img src="${siteAssetUrl(props.getAsset, src)}"`,
    )

const words = (props: PreviewProps) => text(props, 'body').split(/\s+/).filter(Boolean).length

/** The head is the build's business (titles, canonical, JSON-LD): a preview shows the page. */
const noHead = { title: '', description: '', canonical: '' } as unknown as BlogPostPageData['head']

export function BlogPostPreview(props: PreviewProps) {
  const page: BlogPostPageData = {
    head: noHead,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Blogs', path: pagePath('blogs') },
      { name: text(props, 'title'), path: paths.blogPost.href('preview') },
    ],
    post: {
      title: text(props, 'title'),
      description: text(props, 'description'),
      author: text(props, 'author'),
      category: text(props, 'category'),
      tags: list<string>(props, 'tags'),
      date: date(props, 'date') ?? today(),
      updated: date(props, 'updated'),
      readingMinutes: Math.max(1, Math.ceil(words(props) / 220)),
      cover: cover(props),
      html: html(props),
    },
    related: [],
  }
  return (
    <Themed>
      <BlogPostArticle page={page} />
    </Themed>
  )
}

export function CaseStudyPreview(props: PreviewProps) {
  const client = (
    props.entry.getIn(['data', 'client']) as { toJS?: () => unknown } | undefined
  )?.toJS?.() as Partial<CaseStudyPageData['study']['client']> | undefined
  const page: CaseStudyPageData = {
    head: noHead,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Case studies', path: pagePath('case-studies') },
      { name: text(props, 'title'), path: paths.caseStudy.href('preview') },
    ],
    study: {
      title: text(props, 'title'),
      description: text(props, 'description'),
      date: date(props, 'date') ?? today(),
      client: {
        industry: withPlaceholders(client?.industry ?? ''),
        country: withPlaceholders(client?.country ?? ''),
        profile: withPlaceholders(client?.profile ?? ''),
      },
      services: list<string>(props, 'services').map((slug) => ({
        title: services.find((service) => service.slug === slug)?.name ?? slug,
        href: facetPaths.service(slug),
        text: '',
      })),
      challenge: text(props, 'challenge'),
      solution: text(props, 'solution'),
      results: list<{ value: string; label: string; icon: string }>(props, 'results'),
      technologies: list<string>(props, 'technologies'),
      cover: cover(props),
      html: html(props),
    },
    more: [],
  } as CaseStudyPageData
  return (
    <Themed>
      <CaseStudyArticle page={page} />
    </Themed>
  )
}

type Theme = 'light' | 'dark'

/**
 * The preview in the theme the marketer picks: the site's dark theme is `data-theme="dark"` on
 * the root element (src/styles/theme.css), here the preview frame's.
 */
function Themed({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>('light')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = ref.current?.ownerDocument.documentElement
    if (!root) return
    root.dataset.theme = theme
  }, [theme])
  return (
    <div ref={ref} className="min-h-screen bg-surface text-ink">
      <div
        role="group"
        aria-label="Preview theme"
        className="sticky top-0 z-10 flex items-center gap-2 border-b border-brand-100 bg-surface p-2 text-sm text-ink-muted"
      >
        <span>Theme</span>
        {(['light', 'dark'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={theme === option}
            onClick={() => setTheme(option)}
            className="border-brand-200 rounded-md border px-3 py-1 text-brand-900 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {option === 'light' ? 'Light' : 'Dark'}
          </button>
        ))}
      </div>
      <MemoryRouter>{children}</MemoryRouter>
    </div>
  )
}
