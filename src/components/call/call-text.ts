import type { FormText } from '../../i18n/forms/en.ts'

/** The call request's words, in English unless the page provides its language. */
export type CallText = FormText['call']

/** "three": the most times a visitor may offer, as the text writes it. */
export function countIn(text: CallText, count: number): string {
  const { one, two, three } = text.counts
  return [one, two, three][count - 1] ?? String(count)
}
