import CMS from 'decap-cms-app'
import config from 'virtual:cms-config'

/** The content manager's entry (cms/index.html, built by vite.cms.config.ts, never by the site). */
CMS.init({ config })
