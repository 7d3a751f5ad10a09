import { fixedPages, type FixedPage, type FixedPageId } from './pages.ts'

export interface Breadcrumb {
  name: string
  path: string
}

const registry: Record<string, FixedPage | undefined> = fixedPages

/**
 * The trail from the home page to fixed page `id` through its declared parents (pages.ts), each
 * step named by its label, followed by `steps` (the page below it, which names itself).
 */
export function trailTo(id: FixedPageId, ...steps: Breadcrumb[]): Breadcrumb[] {
  const through: Breadcrumb[] = []
  for (let at: string | undefined = id; at !== undefined;) {
    const page: FixedPage | undefined = registry[at]
    if (!page) throw new Error(`No fixed page "${at}" in src/config/pages.ts`)
    if (through.some((step) => step.path === page.path)) {
      throw new Error(`Fixed page "${id}": its parents in src/config/pages.ts form a loop`)
    }
    through.unshift({ name: page.label, path: page.path })
    at = page.parent ?? (page.path === '/' ? undefined : 'home')
  }
  return [...through, ...steps]
}
