import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import type { Plugin, ServerOptions, ViteDevServer } from 'vite'
import type { RouteRecord } from 'vite-react-ssg'
import { antiForgery } from '../../src/forms/anti-forgery.ts'
import { appDevServers } from './dev-apps.ts'
import { answerNotFound, requestPath } from './dev-not-found.ts'
import { devPorts } from './dev-ports.ts'
import { exportedPagePaths } from './page-paths.ts'

/**
 * The site's Vite dev server as `npm run dev` runs it (scripts/dev.ts): what nginx does in
 * production, done here for development. /api/ goes to the lead API, every visitor gets the
 * anti-forgery cookie, an address with no page answers 404, /admin is the sales desk and /cms the
 * content manager (dev-apps.ts). Used by vite.config.ts.
 */

const root = resolve(import.meta.dirname, '..', '..')

/** The port, and /api/ passed to the API as nginx passes it (nginx/api-proxy.conf). */
export function devServerOptions(env: NodeJS.ProcessEnv): ServerOptions {
  const ports = devPorts(env)
  return {
    port: ports.site,
    // Never another port than asked for: the API's port follows from this one.
    strictPort: true,
    proxy: {
      '/api/': {
        target: `http://127.0.0.1:${ports.api}`,
        // Host is kept (the API compares Origin with it); X-Forwarded-For and -Proto are added.
        xfwd: true,
        // The visitor's address for the API's rate limits, trusted from a loopback peer only.
        configure: (proxy) =>
          proxy.on('proxyReq', (proxyRequest, request) => {
            const address = request.socket.remoteAddress
            if (address) proxyRequest.setHeader('X-Real-IP', address)
          }),
      },
    },
    // The dev API's database (DATA_DIR) is written to on every lead: not source, not watched.
    watch: { ignored: [`${resolve(root, 'data')}/**`] },
  }
}

/**
 * nginx's anti-forgery rule (nginx/rules.ts): a request without a valid token cookie gets a new
 * random one, which the forms and the desk copy into their POSTs' X-XSRF-TOKEN header.
 */
function antiForgeryCookie(): Plugin {
  const valid = new RegExp(
    `(?:^|;\\s*)${antiForgery.cookie}=[0-9A-Za-z_-]{${antiForgery.minLength},}`,
  )
  return {
    name: 'dev-anti-forgery-cookie',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!valid.test(request.headers.cookie ?? '')) {
          const token = randomBytes(16).toString('hex')
          response.appendHeader(
            'Set-Cookie',
            `${antiForgery.cookie}=${token}; Path=/; SameSite=Strict`,
          )
        }
        next()
      })
    },
  }
}

/** The pages the static build would export, from the route table the dev server renders. */
async function sitePages(server: ViteDevServer): Promise<Set<string>> {
  const { createRoutes } = (await server.ssrLoadModule('/src/routes.tsx')) as {
    createRoutes: () => RouteRecord[]
  }
  return exportedPagePaths(createRoutes())
}

/**
 * nginx's `error_page 404 /404.html`: vite-react-ssg renders any address, an unknown one as the
 * not-found page (the route table's `*`), with 200. An address the build would not export as a
 * page keeps that page and gets its true status, 404. The pages are those of the route table
 * and content the renderer itself loads, asked again on every request.
 */
function notFoundStatus(): Plugin {
  return {
    name: 'dev-not-found-status',
    apply: 'serve',
    configureServer(server) {
      // After Vite's own middlewares (modules, public files, /api/, /admin, /cms), before
      // vite-react-ssg's renderer (a plugin after ours): what gets here is rendered as a page.
      return () => {
        server.middlewares.use((request, response, next) => {
          const url = request.originalUrl ?? request.url
          // A page's data for the client-side router (`?_data=`), which nginx serves as
          // /static-loader-data/… : `null` for an address with no page, as here.
          if (/[?&]_data=/.test(url ?? '')) return next()
          const path = requestPath(url)
          sitePages(server).then(
            (pages) => {
              if (path === null || !pages.has(path)) answerNotFound(request, response)
              next()
            },
            // A module that does not load: the renderer shows its error.
            () => next(),
          )
        })
      }
    },
  }
}

/** The plugins of the dev server only (`apply: 'serve'`): none of them reaches the build. */
export function devPlugins(): Plugin[] {
  return [antiForgeryCookie(), notFoundStatus(), ...appDevServers()]
}
