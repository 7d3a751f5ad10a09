import type { Heading } from '../../content/loader/headings.ts'

/**
 * The sections of a long article as in-page links to its h2s (ids given at build time): plain
 * anchors, so they work without JavaScript; the browser moves focus and scroll to the section.
 */
export function TableOfContents({ headings }: { headings: readonly Heading[] }) {
  return (
    <nav aria-labelledby="contents-heading" className="rounded-lg border border-brand-100 p-6">
      <h2 id="contents-heading" className="font-semibold text-brand-900">
        Contents
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-brand-800">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="underline-offset-4 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
