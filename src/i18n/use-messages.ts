import { useLocation } from 'react-router-dom'
import { localeOfPath, type Locale } from './locales.ts'
import { messagesFor, type Messages } from './messages.ts'

/** The language of the page on screen: its locale (none on English pages) and its messages. */
export function usePageLanguage(): { locale: Locale | undefined; messages: Messages } {
  const locale = localeOfPath(useLocation().pathname)
  return { locale, messages: messagesFor(locale?.language ?? 'en') }
}

export function useMessages(): Messages {
  return usePageLanguage().messages
}
