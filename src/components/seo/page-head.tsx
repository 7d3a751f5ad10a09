import { useHead } from '@unhead/react'
import { useEffect } from 'react'
import { site } from '../../config/site.ts'
import { applyHead, pageTagAttribute } from '../../lib/document-head.ts'
import type { HeadData } from '../../seo/head.ts'
import { headTags } from '../../seo/head-tags.ts'

type HeadInput = NonNullable<Parameters<typeof useHead>[0]>
/** Marked, so the browser knows which tags to replace when the page changes. */
const marked = <T,>(tags: Record<string, string>[]) =>
  tags.map((attributes) => ({ ...attributes, [pageTagAttribute]: '' })) as T

/** Static build: the page's head goes into its exported HTML through unhead. */
function ExportedPageHead({ head }: { head: HeadData }) {
  const tags = headTags(head)
  useHead({
    // English pages keep the default direction unwritten: every byte counts in the first flight.
    htmlAttrs: { lang: head.lang, ...(head.lang === site.locale ? {} : { dir: head.dir }) },
    title: tags.title,
    meta: marked<HeadInput['meta']>(tags.meta),
    link: marked<HeadInput['link']>(tags.link),
    script: [
      {
        // No key: unhead would write it as data-hid, and the browser's applyHead compares the
        // exported tags with its own, attribute for attribute (src/lib/document-head.ts).
        type: 'application/ld+json',
        innerHTML: tags.jsonLd,
        [pageTagAttribute]: '',
      },
    ],
  })
  return null
}

/** Browser: the first page's head is already in the HTML; navigations replace it. */
function BrowserPageHead({ head }: { head: HeadData }) {
  useEffect(() => {
    applyHead(headTags(head))
    document.documentElement.lang = head.lang
    document.documentElement.dir = head.dir
  }, [head])
  return null
}

/** Title, description, canonical, hreflang, social cards and JSON-LD of one page. */
export const PageHead = import.meta.env.SSR ? ExportedPageHead : BrowserPageHead
