/**
 * The copy of one page that is not generated from a collection: one module per page, so a
 * page ships its own words only. `title` is the document title (the brand is appended).
 */
export interface PageCopy {
  title: string
  description: string
  heading: string
  intro: string[]
  /** Links onwards, shown as cards below the introduction. */
  related?: { heading: string; cards: { title: string; href: string; summary: string }[] }
}
