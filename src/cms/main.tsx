import CMS from 'decap-cms-app'
import config from 'virtual:cms-config'
import siteStyles from '../styles/app.css?inline'
import graphicsStyles from 'virtual:cms-graphics'
import { withSiteAssets } from './media.tsx'
import { BlogPostPreview, CaseStudyPreview } from './previews.tsx'

/** The content manager's entry (cms/index.html, built by vite.cms.config.ts, never by the site). */

// Previews are drawn by the site's own components, in its stylesheet and icon rules.
CMS.registerPreviewStyle(siteStyles, { raw: true })
CMS.registerPreviewStyle(graphicsStyles, { raw: true })
CMS.registerPreviewTemplate('blog', BlogPostPreview)
CMS.registerPreviewTemplate('case-studies', CaseStudyPreview)

// The image widget shows a file uploaded in this session before it is published (media.tsx); its
// control, preview and value checks are otherwise Decap's own.
const image = CMS.getWidget('image') as unknown as {
  control: Parameters<typeof withSiteAssets>[0]
  preview: Parameters<typeof withSiteAssets>[0]
  schema?: object
}
const registerWidget = CMS.registerWidget as (
  name: string,
  control: unknown,
  preview: unknown,
  schema?: object,
) => void
registerWidget('image', withSiteAssets(image.control), withSiteAssets(image.preview), image.schema)
CMS.init({ config })
