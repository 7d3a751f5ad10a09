import { en, enPages } from './catalogues/en.ts'
import * as ar from './catalogues/ar.ts'
import * as fr from './catalogues/fr.ts'
import * as ko from './catalogues/ko.ts'
import type { Language } from './locales.ts'
import type { Messages, PageText } from './messages.ts'

/**
 * Build time only (route loaders): every language's interface text and market-page wording.
 * Browsers load one language's `messages` (messages.ts).
 */
export const catalogues: Record<Language, { messages: Messages; pageText: PageText }> = {
  en: { messages: en, pageText: enPages },
  ko,
  ar,
  fr,
}
