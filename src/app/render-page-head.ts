import { transformHtmlTemplate, type createHead } from '@unhead/react/server'

type ServerHead = ReturnType<typeof createHead>

/**
 * vite-react-ssg `onPageRendered`: writes the tags the page registered with unhead
 * (title, meta, canonical, JSON-LD, <html lang>) into its exported HTML.
 */
export async function renderPageHead(route: string, html: string, context: object) {
  const head = (context as { head?: ServerHead }).head
  if (!head) throw new Error(`No head was created for ${route}`)
  return transformHtmlTemplate(head, html)
}
