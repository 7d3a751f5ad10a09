import { createBrowserRouter, createPath } from 'react-router-dom'
import { buildId, buildIsRetired, reloadedKey } from '../lib/build-retired.ts'
import { routeData } from './page-data.ts'

/**
 * A tab keeps running the build it was opened with. After a deploy, that build's page data
 * (`static-loader-data*`, named after the build) is gone, and once its release is retired its
 * chunks are gone too. Then the only way forward is the new version of the page the visitor
 * asked for: one full page load of that URL.
 *
 * A failure while the build is still deployed (offline, a server error) is a real error and is
 * passed on unchanged. src/bootstrap.ts and src/start.ts do the same when the start-up code or
 * the entry itself is gone.
 */

let retired: Promise<boolean> | undefined
let leaving = false

/**
 * After `error` while loading `url`: a full page load of `url` when the build was retired
 * (never resolves, the page is leaving), otherwise `error` again. At most one reload per build:
 * a server that keeps sending the retired build's pages gets the error screen, not a loop.
 */
export async function loadLatestVersion(error: unknown, url: string): Promise<never> {
  if (!buildId() || sessionStorage.getItem(reloadedKey) === buildId()) throw error
  // A navigation fails twice at once (its screen and its data): one probe, one page load.
  retired ??= buildIsRetired(buildId())
  if (!(await retired)) {
    retired = undefined
    throw error
  }
  if (!leaving) {
    leaving = true
    sessionStorage.setItem(reloadedKey, buildId())
    window.location.assign(url)
  }
  return new Promise<never>(() => {})
}

type DataRoutes = Parameters<typeof createBrowserRouter>[0]
type Route = DataRoutes[number]

/**
 * vite-react-ssg's `customCreateRouter`: the browser router. In the static site every route's
 * loader reads the page's data file (page-data.ts; vite-react-ssg's own loader in `dev`), and
 * every loader and lazy screen recovers from a retired build by loading the navigation's target
 * URL.
 */
export const createRecoveringRouter: typeof createBrowserRouter = (routes, options) => {
  // Called during navigations only, once `router` below exists.
  const target = () => {
    const pending = router.state.navigation.location
    return pending ? createPath(pending) : window.location.href
  }
  const recovering = (route: Route): Route => {
    const { lazy } = route
    const loader =
      typeof route.loader !== 'function' || import.meta.env.DEV
        ? route.loader
        : ({ request }: { request: Request }) => routeData(request.url, String(route.id))
    return {
      ...route,
      ...(typeof loader === 'function' && {
        loader: (args, handlerContext) =>
          Promise.resolve(loader(args, handlerContext)).catch((error: unknown) =>
            loadLatestVersion(error, args.request.url),
          ),
      }),
      ...(lazy && {
        lazy: () => lazy().catch((error: unknown) => loadLatestVersion(error, target())),
      }),
      ...(route.children && { children: route.children.map(recovering) }),
    } as Route
  }
  const router = createBrowserRouter(routes.map(recovering), options)
  return router
}
