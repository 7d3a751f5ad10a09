import { loadEnv } from 'vite'
import { createSiteConfig } from '../../../src/config/site-config.ts'

/**
 * src/config/site.ts reads the `__SITE_CONFIG__` constant that the build defines. Outside the
 * build (Playwright loads src/ modules as plain TypeScript) it is defined here, from the same
 * SITE_* variables, before any module of src/config is evaluated: import this module first.
 */
Object.assign(globalThis, {
  __SITE_CONFIG__: createSiteConfig(loadEnv('production', process.cwd(), 'SITE_')),
})
