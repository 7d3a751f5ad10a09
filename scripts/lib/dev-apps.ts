import { resolve } from 'node:path'
import { createLogger, createServer, type Plugin } from 'vite'
import { deskScreenPath } from './desk-screens.ts'
import { answerNotFound, requestPath } from './dev-not-found.ts'

const root = resolve(import.meta.dirname, '..', '..')

/** An app built apart from the site (the sales desk, the content manager) at a base of its own. */
interface App {
  /** For the plugin's name and the log prefix. */
  name: string
  /** The first path segment it owns: /admin, /cms. */
  base: string
  /** Its folder holding index.html (the Vite config's root). */
  appRoot: string
  configFile: string
  /**
   * Whether a decoded address (no trailing slash) is one of its screens, when nginx answers only
   * those with its page and any other address with a 404 (nginx/desk-locations.conf).
   */
  isScreen?: (path: string) => boolean
}

const apps: App[] = [
  {
    name: 'desk',
    base: '/admin',
    appRoot: resolve(root, 'admin'),
    configFile: resolve(root, 'vite.admin.config.ts'),
    isScreen: (path) => deskScreenPath.test(path),
  },
  {
    name: 'cms',
    base: '/cms',
    appRoot: resolve(root, 'cms'),
    configFile: resolve(root, 'vite.cms.config.ts'),
  },
]

/**
 * index.html loads `../src/<app>/main.tsx`, outside the app's root: in development Vite would
 * send the browser to /src/<app>/main.tsx, the site's server. As /@fs/<file> it is served under
 * the app's base by the app's own server, with every module it imports.
 */
function entryUnderBase(app: App): Plugin {
  return {
    name: `${app.name}-entry-under-base`,
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/(<script[^>]*\ssrc=")(\.\.\/[^"]+)"/g, (_tag, start: string, url: string) => {
          return `${start}/@fs${resolve(app.appRoot, url)}"`
        }),
    },
  }
}

/**
 * An address of the app that is none of its screens gets the app's page with a 404, as from
 * nginx: Vite's SPA fallback answers every address with index.html and 200.
 */
function notFoundStatus(app: App, isScreen: (path: string) => boolean): Plugin {
  return {
    name: `${app.name}-not-found-status`,
    configureServer(server) {
      // After Vite served the app's modules and files and its SPA fallback chose index.html,
      // before index.html is sent.
      return () => {
        server.middlewares.use((request, response, next) => {
          const path = requestPath(request.originalUrl ?? request.url)
          if (path === null || !isScreen(path)) answerNotFound(request, response)
          next()
        })
      }
    },
  }
}

function appDevServer(app: App): Plugin {
  // The base and every address under it belong to the app; the rest stays the site's.
  const owns = new RegExp(`^${app.base}(?:[/?#]|$)`)
  return {
    name: `${app.name}-dev-server`,
    apply: 'serve',
    async configureServer(site) {
      const { httpServer } = site
      // The site itself in middleware mode: no server of ours to put the app on.
      if (!httpServer) return
      const server = await createServer({
        configFile: app.configFile,
        plugins: [
          entryUnderBase(app),
          ...(app.isScreen ? [notFoundStatus(app, app.isScreen)] : []),
        ],
        // Pre-bundled dependencies of its own: two servers in one cache folder would keep
        // invalidating each other's.
        cacheDir: resolve(root, 'node_modules', `.vite-${app.name}`),
        server: { middlewareMode: true, ws: { server: httpServer } },
        customLogger: createLogger('info', { prefix: `[${app.name}]`, allowClearScreen: false }),
      })
      httpServer.once('close', () => void server.close())
      site.middlewares.use((request, response, next) => {
        if (request.url && owns.test(request.url)) server.middlewares(request, response, next)
        else next()
      })
    },
  }
}

/**
 * The sales desk (/admin) and the content manager (/cms) with hot reload inside the site's dev
 * server (npm run dev): a Vite server each on its own config in middleware mode, their HMR
 * sockets on the same port under their bases. In production nginx serves their builds there.
 */
export function appDevServers(): Plugin[] {
  return apps.map(appDevServer)
}
