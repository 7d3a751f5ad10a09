import { useMessages } from '../../i18n/use-messages.ts'

/** The first stop of the Tab key: straight to the page's content. */
export function SkipLink() {
  const { chrome } = useMessages()
  return (
    <a
      href="#main"
      data-inert-behind-menu=""
      className="sr-only z-50 rounded-md bg-brand-fill px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
    >
      {chrome.skipLink}
    </a>
  )
}
