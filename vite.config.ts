import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { devPlugins, devServerOptions } from './scripts/lib/dev-server.ts'
import { graphicsPlugin } from './scripts/lib/graphics.ts'
import { renderPageHead } from './src/app/render-page-head.ts'
import { createSiteConfig } from './src/config/site-config.ts'
import { reactChunkName } from './src/lib/react-chunk.ts'

const ssgOptions: ViteReactSSGOptions = {
  // /about/company -> about/company.html; nginx maps the clean URL onto it.
  dirStyle: 'flat',
  formatting: 'none',
  // We inline the whole stylesheet ourselves after the build (scripts/postbuild.ts).
  beastiesOptions: false,
  onPageRendered: renderPageHead,
}

/** In the browser bundle only, react-helmet-async resolves to src/lib/helmet-shim.ts. */
function headManagerShim(): Plugin {
  return {
    name: 'head-manager-shim',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      if (source !== 'react-helmet-async' || options.ssr) return null
      return this.resolve('/src/lib/helmet-shim.ts')
    },
  }
}

export default defineConfig(({ command, mode }) => ({
  define: {
    // SITE_* variables configure the brand at build time (docs/operations.md, "Configuration").
    // loadEnv reads .env files and the process environment.
    __SITE_CONFIG__: JSON.stringify(createSiteConfig(loadEnv(mode, process.cwd(), 'SITE_'))),
  },
  plugins: [headManagerShim(), react(), tailwindcss(), graphicsPlugin(), ...devPlugins()],
  // npm run dev (scripts/dev.ts): the port, /api/ to the lead API, the desk at /admin.
  server: command === 'serve' ? devServerOptions(process.env) : {},
  // The lead API shares the terminal: its start-up lines stay above Vite's.
  clearScreen: false,
  build: {
    sourcemap: false,
    // The site stylesheet is inlined into every page by the post-build step; CSS imported by a
    // lazy chunk (the toasts) stays in its own file, loaded with that chunk.
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    // Every browser we serve supports <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every document names the font twice (its preload and its @font-face): a short name
        // keeps the largest pages within the first flight.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.woff2'))
            ? 'assets/font-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        // The shell and libraries every page needs travel in one chunk instead of many tiny
        // ones: fewer requests, and gzip compresses it better as a whole. Screens and their
        // sections split by use, so a page never downloads sections it does not show.
        codeSplitting: {
          // A group holds the modules it matches, not everything they import.
          includeDependenciesRecursively: false,
          groups: [
            {
              // React and its scheduler import nothing of ours, so src/start.ts can evaluate
              // them in a task of their own before the rest (src/lib/react-chunk.ts).
              name: reactChunkName,
              priority: 3,
              test: /node_modules\/(react|react-dom|scheduler)\//,
            },
            {
              name: 'shared',
              priority: 2,
              minShareCount: 2,
              // Not what loads later, on its first use: form sending (zod, ky) and toasts.
              // The English messages go with the shell; each other language is a chunk of its own,
              // and the forms' text goes with the forms.
              test: /node_modules\/(?!zod\/|ky\/|react-toastify\/|clsx\/)|vite\/preload-helper|src\/((app|config|seo|components\/(layout|ui|seo))\/|i18n\/(?!catalogues\/(?!en\.ts)|forms\/)|lib\/(?!http|anti-forgery-header|submit-lead))/,
            },
            {
              // What every form page hydrates with: one chunk, whichever forms a page has.
              name: 'forms',
              priority: 1,
              minShareCount: 2,
              test: /src\/(components\/forms\/(?!contact-form|messages)|i18n\/forms\/en\.ts)/,
            },
            {
              // The page sections content pages share: one chunk compresses better than six.
              name: 'sections',
              priority: 1,
              minShareCount: 2,
              test: /src\/components\/(sections\/(?!not-found)|content\/)/,
            },
          ],
        },
      },
    },
  },
  ssgOptions,
}))
