import type { LanguageLink } from '../../loaders/page-data.ts'
import { useMessages } from '../../i18n/use-messages.ts'

/**
 * The same page in the other languages its market reads, each name in its own language. Plain
 * links: the page loads whole in its language and direction, as a first visit would.
 */
export function LanguageSwitcher({ links }: { links: readonly LanguageLink[] }) {
  const { language } = useMessages()
  if (links.length < 2) return null
  return (
    <nav aria-label={language.switcher} className="mb-4 text-sm">
      <ul className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              lang={link.lang}
              hrefLang={link.lang}
              aria-current={link.current ? 'page' : undefined}
              className="inline-flex min-h-8 items-center rounded-full border border-brand-100 px-3 text-brand-700 hover:bg-brand-50 aria-[current=page]:border-brand-600 aria-[current=page]:font-semibold"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
