import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

/**
 * The sales desk (/admin): a single-page app of its own, built apart from the public static
 * export (vite.config.ts) so none of its code reaches the public pages. nginx serves
 * build/desk as the root of /admin/ (nginx/start.sh, DESK_ROOT).
 */
const root = import.meta.dirname

export default defineConfig({
  root: resolve(root, 'admin'),
  base: '/admin/',
  // The site's public/ folder belongs to the site; the desk uses its favicon at /favicon.svg.
  publicDir: false,
  envDir: root,
  plugins: [react(), tailwindcss()],
  build: {
    // Written beside the live desk, then moved into place whole (scripts/publish-desk.ts).
    outDir: resolve(root, 'build/desk.next/admin'),
    emptyOutDir: true,
    sourcemap: false,
    // CSP: no inline scripts or styles, so nothing is inlined as a data: URL either.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
})
