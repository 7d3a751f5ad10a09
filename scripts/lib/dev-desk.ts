import { resolve } from 'node:path'
import { createLogger, createServer, type Plugin } from 'vite'

const root = resolve(import.meta.dirname, '..', '..')
const deskRoot = resolve(root, 'admin')

/** /admin and every address under it belong to the desk; the rest stays the site's. */
const isDeskUrl = (url: string) => /^\/admin(?:[/?]|$)/.test(url)

/**
 * admin/index.html loads `../src/admin/main.tsx`, outside the desk's root: in development Vite
 * would send the browser to /src/admin/main.tsx, the site's server. As /@fs/<file> it is served
 * under /admin/ by the desk's own server, with every module it imports.
 */
function entryUnderDeskBase(): Plugin {
  return {
    name: 'desk-entry-under-base',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/(<script[^>]*\ssrc=")(\.\.\/[^"]+)"/g, (_tag, start: string, url: string) => {
          return `${start}/@fs${resolve(deskRoot, url)}"`
        }),
    },
  }
}

/**
 * The sales desk with hot reload inside the site's dev server (npm run dev): a second Vite
 * server on vite.admin.config.ts (base /admin/) in middleware mode, its HMR socket on the same
 * port under /admin/. In production nginx serves the desk's build there instead.
 */
export function deskDevServer(): Plugin {
  return {
    name: 'desk-dev-server',
    apply: 'serve',
    async configureServer(site) {
      const { httpServer } = site
      // The site itself in middleware mode: no server of ours to put the desk on.
      if (!httpServer) return
      const desk = await createServer({
        configFile: resolve(root, 'vite.admin.config.ts'),
        plugins: [entryUnderDeskBase()],
        // Pre-bundled dependencies of its own: two servers in one cache folder would keep
        // invalidating each other's.
        cacheDir: resolve(root, 'node_modules', '.vite-desk'),
        server: { middlewareMode: true, ws: { server: httpServer } },
        customLogger: createLogger('info', { prefix: '[desk]', allowClearScreen: false }),
      })
      httpServer.once('close', () => void desk.close())
      site.middlewares.use((request, response, next) => {
        if (request.url && isDeskUrl(request.url)) desk.middlewares(request, response, next)
        else next()
      })
    },
  }
}
