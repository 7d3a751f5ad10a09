import { en, type Messages } from './catalogues/en.ts'
import type { Language } from './locales.ts'

export type { Messages, PageText } from './catalogues/en.ts'

/**
 * Each other language is its own chunk: a page's JavaScript carries its own language only. The
 * routes of a language load it before their screen renders (routes.tsx), so `messagesFor` can
 * answer while rendering.
 */
const chunks = import.meta.glob<Messages>(['./catalogues/*.ts', '!./catalogues/en.ts'], {
  import: 'messages',
})
const loaded = new Map<Language, Messages>([['en', en]])

export async function loadMessages(language: Language): Promise<Messages> {
  const ready = loaded.get(language)
  if (ready) return ready
  const load = chunks[`./catalogues/${language}.ts`]
  if (!load) throw new Error(`No catalogue src/i18n/catalogues/${language}.ts`)
  const messages = await load()
  loaded.set(language, messages)
  return messages
}

export function messagesFor(language: Language): Messages {
  const messages = loaded.get(language)
  if (!messages) throw new Error(`The ${language} messages are used before loadMessages`)
  return messages
}
