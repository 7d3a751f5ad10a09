import type { CoverImage as Cover } from '../../content/types.ts'
import { cx } from '../../lib/cx.ts'

/**
 * A content image with its intrinsic size set, so the page never shifts while it loads.
 * Photos come as AVIF and WebP in several widths; `sizes` tells the browser how wide it shows.
 */
export function CoverImage({
  image,
  eager = false,
  sizes = '(min-width: 1024px) 42rem, 100vw',
  className,
}: {
  image: Cover
  /** Above the fold: load at once and with priority. */
  eager?: boolean
  sizes?: string
  className?: string
}) {
  if (image.inlineSvg) {
    return (
      <div
        // Without alt text it is a card's decoration: the card's heading link names it.
        {...(image.alt ? { role: 'img', 'aria-label': image.alt } : { 'aria-hidden': true })}
        className={cx(
          'overflow-hidden rounded-lg bg-brand-50 [&>svg]:h-auto [&>svg]:w-full',
          className,
        )}
        // Our own SVG from public/images, read at build time (never visitor input).
        dangerouslySetInnerHTML={{ __html: image.inlineSvg }}
      />
    )
  }
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
      className={cx('h-auto w-full rounded-lg bg-brand-50', className)}
    />
  )
  if (!image.sources) return img
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}
