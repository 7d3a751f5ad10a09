import type { RouteRecord } from 'vite-react-ssg'

/**
 * The addresses the static build exports as pages from the route table (src/routes.tsx), found
 * as vite-react-ssg's build finds them: every route path without parameters, an index route's
 * parent, and what each route with parameters lists in getStaticPaths() (the content's pages,
 * src/content/loader/static-paths.ts). nginx answers these with their page and every other address
 * with the not-found page and a 404; `npm run dev` asks this to do the same (dev-server.ts).
 *
 * Run it on the table as built for the server (import.meta.env.SSR): in the browser the routes
 * have no getStaticPaths.
 */
export async function exportedPagePaths(routes: RouteRecord[]): Promise<Set<string>> {
  const found = new Set<string>()
  const under = (prefix: string, path: string) =>
    path.startsWith('/') ? path : path ? `${prefix}/${path}` : prefix || '/'

  async function walk(list: RouteRecord[], parent: string): Promise<void> {
    const prefix = parent.replace(/\/$/, '')
    for (const route of list) {
      const path = route.path === undefined ? undefined : under(prefix, route.path)
      if (path !== undefined) found.add(path)
      if (route.index && !path) found.add(prefix || '/')
      if (path && route.getStaticPaths && /[:*?]/.test(path)) {
        for (const page of await route.getStaticPaths()) {
          const exported = under(prefix, page)
          found.add(exported)
          if (route.children) await walk(route.children, exported)
        }
      }
      if (route.children) await walk(route.children, path ?? prefix)
    }
  }

  await walk(routes, '')
  // Patterns are not pages (vite-react-ssg's build leaves them out the same way).
  return new Set([...found].filter((path) => !path.includes(':') && !path.includes('*')))
}
