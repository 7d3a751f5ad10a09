import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { graphicsPlugin, graphicsStylesheet, siteGraphics } from './scripts/lib/graphics.ts'
import { cmsConfig, type CmsBackendOptions } from './src/cms/config.ts'
import { iconOptions } from './src/cms/fields.ts'
import { createSiteConfig } from './src/config/site-config.ts'

/**
 * The content manager (/cms): Decap CMS in an app of its own, built apart from the public static
 * export (vite.config.ts) like the sales desk, into build/desk.next/cms (published with the desk
 * by scripts/publish-desk.ts; nginx serves it from DESK_ROOT). Its configuration is generated
 * here from the content schemas (src/cms/config.ts); CMS_* variables choose the backend.
 */
const root = import.meta.dirname

export function backendOptions(env: Record<string, string | undefined>): CmsBackendOptions {
  const backend = env.CMS_BACKEND ?? 'github'
  if (backend !== 'github' && backend !== 'gitlab' && backend !== 'proxy') {
    throw new Error(`CMS_BACKEND must be github, gitlab or proxy, not "${backend}"`)
  }
  const site = createSiteConfig(env)
  return {
    backend,
    repo: env.CMS_REPO || undefined,
    branch: env.CMS_BRANCH || 'main',
    siteOrigin: site.origin,
    gitlabAppId: env.CMS_GITLAB_APP_ID || undefined,
    gitlabUrl: env.CMS_GITLAB_URL || undefined,
    localProxyUrl: env.CMS_LOCAL_PROXY_URL || 'http://localhost:8082/api/v1',
  }
}

/** `virtual:cms-config`: the generated configuration, with the icon names written once. */
function configModule(mode: string): Plugin {
  const id = 'virtual:cms-config'
  return {
    name: 'cms-config',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(source) {
      if (source !== `\0${id}`) return null
      const env = { ...loadEnv(mode, root, ['SITE_', 'CMS_']), ...process.env }
      const config = cmsConfig(backendOptions(env), root)
      const json = JSON.stringify(config, (_key, value: unknown) =>
        value === iconOptions ? '\0icons' : value,
      )
      return `const icons = ${JSON.stringify(iconOptions)};\nexport default ${json.replaceAll('"\\u0000icons"', 'icons')};\n`
    },
  }
}

/**
 * `virtual:cms-graphics`: the site's icon and logo rules, as text for the preview frame. They name
 * the site's own files (/assets/icons-….svg), which the site's build of the same content serves.
 */
function previewGraphics(): Plugin {
  const id = 'virtual:cms-graphics'
  return {
    name: 'cms-graphics',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(source) {
      if (source !== `\0${id}`) return null
      const graphics = await siteGraphics(resolve(root, 'src', 'content'))
      return `export default ${JSON.stringify(graphicsStylesheet(graphics.sprites, graphics.logos))}`
    },
  }
}

export default defineConfig(({ mode }) => ({
  root: resolve(root, 'cms'),
  base: '/cms/',
  publicDir: false,
  envDir: root,
  define: {
    __SITE_CONFIG__: JSON.stringify(createSiteConfig(loadEnv(mode, root, 'SITE_'))),
  },
  plugins: [react(), tailwindcss(), graphicsPlugin(), configModule(mode), previewGraphics()],
  build: {
    // Written beside the live desk, then moved into place with it (scripts/publish-desk.ts).
    outDir: resolve(root, 'build/desk.next/cms'),
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 6000,
    modulePreload: { polyfill: false },
  },
}))
