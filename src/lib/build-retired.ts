/**
 * Whether the server still has a tab's build, shared by the inline bootstrap and src/start.ts
 * (before the entry runs) and the router (src/app/stale-build.ts). A build's page-data manifest
 * exists only while the build is deployed: nginx answers 404 for it once a deploy retired the
 * build, and never caches that answer. A failed probe (offline) is not a retired build.
 */
export function buildIsRetired(build: string): Promise<boolean> {
  return fetch(`/static-loader-data-manifest-${build}.json`, { method: 'HEAD', cache: 'no-store' })
    .then((probe) => probe.status === 404)
    .catch(() => false)
}

/** The build this tab runs (set by the page's bootstrap; vite-react-ssg reads it too). */
export const buildId = (): string => window.__VITE_REACT_SSG_HASH__ || ''

/** The build a tab last reloaded away from: a tab reloads at most once per build. */
export const reloadedKey = 'site:reloaded-stale-build'
