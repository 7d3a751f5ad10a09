import type { SiteConfig } from './site-config.ts'

declare const __SITE_CONFIG__: SiteConfig

/** The validated site configuration, injected at build time by vite.config.ts. */
export const site: SiteConfig = __SITE_CONFIG__
