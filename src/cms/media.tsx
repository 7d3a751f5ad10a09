import { useMemo, type ComponentType } from 'react'

/**
 * Images the marketer has just uploaded, shown before they are published.
 *
 * The content names an image by its address on the site (`/images/blog/launch.svg`). Decap CMS
 * takes every value that starts with `/` for a finished URL and shows it as it is (`isAbsolutePath`
 * of decap-cms-lib-util 3.8.3 matches `^/`), so an image uploaded in this session, which the site
 * does not serve yet, shows broken in the editor and in the preview until the entry is published.
 * Decap holds such a file under its path in the repository (`public/images/blog/launch.svg`,
 * Vite's public folder): asked by that path it answers with the file it holds, or fetches it from
 * the backend. The site's address is the answer whenever Decap holds no such file.
 */

/** A media file as Decap hands it out: its path in the repository, and a URL to show it by. */
export interface Asset {
  path?: string
  toString: () => string
}
export type GetAsset = (path: string, field?: unknown) => Asset | undefined

/** The site's public folder in the repository: `/images/x.svg` is `public/images/x.svg`. */
const publicFolder = 'public'

/** The file a site address names in the repository, when it is one of the site's own. */
export function repositoryFile(value: string): string | undefined {
  return /^\/(?!\/)/.test(value) ? `${publicFolder}${value}` : undefined
}

/**
 * The asset to show for an image field's value: the file Decap holds for it (uploaded and not yet
 * published, or read from the repository), else the value as Decap resolves it.
 *
 * Decap looks a file up in the field's media folder by its name, so its answer counts only when it
 * is the file the value names (an image picked from another folder is shown by its address). An
 * answer still loading is Decap's empty placeholder (another path); one that failed is the path
 * itself.
 */
export function siteAsset(getAsset: GetAsset, value: string, field?: unknown): Asset | undefined {
  const file = repositoryFile(value)
  if (file) {
    const held = getAsset(file, field)
    if (held?.path === file && held.toString() !== file) return held
  }
  return getAsset(value, field)
}

/** A URL to show an image value by, for the previews' own components. */
export const siteAssetUrl = (getAsset: GetAsset, value: string): string =>
  siteAsset(getAsset, value)?.toString() ?? value

/**
 * A Decap widget (control or preview) whose `getAsset` finds uploaded files by their site address
 * (registered over the image widget in main.tsx).
 */
export function withSiteAssets<Props extends { getAsset: GetAsset }>(
  Widget: ComponentType<Props>,
): ComponentType<Props> {
  function SiteAssets(props: Props) {
    const { getAsset } = props
    // A new function only when Decap hands a new one: its image redraws when that changes.
    const lookUp = useMemo<GetAsset>(
      () => (path, field) => siteAsset(getAsset, path, field),
      [getAsset],
    )
    return <Widget {...props} getAsset={lookUp} />
  }
  SiteAssets.displayName = `withSiteAssets(${Widget.displayName ?? Widget.name})`
  return SiteAssets
}
