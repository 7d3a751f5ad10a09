import { buildId, buildIsRetired } from '../lib/build-retired.ts'

/**
 * The route loaders' data in the browser: the JSON file the build wrote for each page,
 * static-loader-data/{page}.{build}.json (vite-react-ssg's names). The file name follows from the
 * address, so a navigation fetches the page's own file and nothing else (vite-react-ssg's loader
 * first fetches a 30 KB manifest of all pages). Each page's file is fetched once; the page the
 * tab opened on is already there (src/start.ts).
 */
export type PageData = Record<string, unknown>

const fileOf = (pathname: string) =>
  `/static-loader-data${pathname === '/' ? '/index' : pathname}.${buildId()}.json`
const pending = new Map<string, Promise<PageData | null>>()

async function fetchPageData(pathname: string): Promise<PageData | null> {
  const response = await fetch(fileOf(pathname))
  if (response.status === 404) {
    // An address the build has no page for renders the not-found screen (its loader data is
    // null), unless the whole build is gone (the router then loads the new version).
    if (await buildIsRetired(buildId()))
      throw new Error(`${pathname}: a deploy replaced this build`)
    return null
  }
  if (!response.ok) throw new Error(`page data for ${pathname}: HTTP ${response.status}`)
  return (await response.json()) as PageData
}

/** The loader data of one route (by id) on the page at `url`, or null when it has none. */
export async function routeData(url: string, routeId: string): Promise<unknown> {
  const { pathname } = new URL(url)
  const cache = (window.__VITE_REACT_SSG_STATIC_LOADER_DATA__ ??= {})
  let data: PageData | null | undefined = cache[pathname]
  if (!data) {
    let request = pending.get(pathname)
    if (!request) {
      request = fetchPageData(pathname).finally(() => pending.delete(pathname))
      pending.set(pathname, request)
    }
    data = await request
    if (data) cache[pathname] = data
  }
  return data?.[routeId] ?? null
}
