/**
 * The ports of `npm run dev` (scripts/dev.ts), read by the dev script and by vite.config.ts's
 * proxy alike: the site on PORT (5173), its API on API_PORT (the site's port + 1 unless set),
 * the content manager's local proxy on CMS_PROXY_PORT (the site's port + 2 unless set), so
 * `npm run dev -- --port 3000` alone is a second environment beside the first.
 */
export interface DevPorts {
  site: number
  api: number
  cmsProxy: number
}

export const defaultSitePort = 5173

function portOf(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number from 1 to 65535, not "${value}"`)
  }
  return port
}

export function devPorts(env: {
  PORT?: string
  API_PORT?: string
  CMS_PROXY_PORT?: string
}): DevPorts {
  const site = portOf('PORT (--port)', env.PORT, defaultSitePort)
  const api = portOf('API_PORT', env.API_PORT, site + 1)
  const cmsProxy = portOf('CMS_PROXY_PORT', env.CMS_PROXY_PORT, site + 2)
  if (api > 65_535) throw new Error(`PORT is ${site}: set API_PORT too (the API's port)`)
  if (cmsProxy > 65_535) {
    throw new Error(`PORT is ${site}: set CMS_PROXY_PORT too (the content manager's proxy)`)
  }
  if (api === site) throw new Error(`PORT and API_PORT must differ (both are ${site})`)
  if (cmsProxy === site || cmsProxy === api) {
    throw new Error(`CMS_PROXY_PORT must differ from PORT and API_PORT (it is ${cmsProxy})`)
  }
  return { site, api, cmsProxy }
}
