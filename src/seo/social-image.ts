/** Social cards are 1200×630 PNGs: networks do not show SVG. */
export const socialImageSize = { width: 1200, height: 630 } as const

/** A page's social card (HeadData.image, src/seo/head.ts). */
export interface SocialImage {
  src: string
  alt: string
  width: number
  height: number
}

/**
 * The PNG social card rendered at build time (renderSocialImages, scripts/lib/site-files.ts) from a content
 * image: /images/blog/x.svg → /images/og/blog/x.png.
 */
export function socialImagePath(src: string): string {
  return src.replace(/^\/images\//, '/images/og/').replace(/\.[a-z]+$/, '.png')
}

export function socialImage(src: string, alt: string): SocialImage {
  return { src: socialImagePath(src), alt, ...socialImageSize }
}
