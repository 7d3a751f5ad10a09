import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { loadEnv } from 'vite'
import { createSiteConfig } from '../../src/config/site-config.ts'

/**
 * The files beside the pages: sitemap.xml, robots.txt and the blog's RSS feed, computed from
 * the same content and site configuration as the pages (so a new Markdown file appears in all
 * of them), and the PNG social cards networks need instead of SVG.
 */
export async function writeSiteFiles(root: string, dist: string) {
  Object.assign(globalThis, {
    __SITE_CONFIG__: createSiteConfig(loadEnv('production', root, 'SITE_')),
  })
  const { sitemapEntries, feedItems, searchRecords } =
    await import('../../src/loaders/site-index.ts')
  const { sitemapXml, robotsTxt } = await import('../../src/seo/sitemap.ts')
  const { rssFeed } = await import('../../src/seo/feed.ts')
  const entries = sitemapEntries()
  await writeFile(join(dist, 'sitemap.xml'), sitemapXml(entries))
  await writeFile(join(dist, 'robots.txt'), robotsTxt())
  await writeFile(join(dist, 'feed.xml'), rssFeed(feedItems()))
  return { paths: entries.map((entry) => entry.path), searchRecords: searchRecords() }
}

/** Content images that have a social card: /images/{folder}/x.svg → /images/og/{folder}/x.png. */
const socialFolders = ['blog', 'case-studies', 'social']

export async function renderSocialImages(dist: string): Promise<number> {
  const { socialImagePath, socialImageSize } = await import('../../src/seo/social-image.ts')
  let count = 0
  for (const folder of socialFolders) {
    const files = (await readdir(join(dist, 'images', folder))).filter((file) =>
      file.endsWith('.svg'),
    )
    for (const file of files) {
      const target = join(dist, socialImagePath(`/images/${folder}/${file}`))
      await mkdir(dirname(target), { recursive: true })
      await sharp(join(dist, 'images', folder, file))
        .resize(socialImageSize.width, socialImageSize.height, { fit: 'cover' })
        .png({ compressionLevel: 9, palette: true })
        .toFile(target)
      count++
    }
  }
  return count
}
