import CMS from 'decap-cms-app'
import config from 'virtual:cms-config'
import siteStyles from '../styles/app.css?inline'
import graphicsStyles from 'virtual:cms-graphics'
import { BlogPostPreview, CaseStudyPreview } from './previews.tsx'

/** The content manager's entry (cms/index.html, built by vite.cms.config.ts, never by the site). */

// Previews are drawn by the site's own components, in its stylesheet and icon rules.
CMS.registerPreviewStyle(siteStyles, { raw: true })
CMS.registerPreviewStyle(graphicsStyles, { raw: true })
CMS.registerPreviewTemplate('blog', BlogPostPreview)
CMS.registerPreviewTemplate('case-studies', CaseStudyPreview)
CMS.init({ config })
