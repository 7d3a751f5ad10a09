import type { CoverImage as Cover } from '../../content/types.ts'
import { cx } from '../../lib/cx.ts'

/** A content image with its intrinsic size set, so the page never shifts while it loads. */
export function CoverImage({
  image,
  eager = false,
  className,
}: {
  image: Cover
  /** Above the fold: load at once and with priority. */
  eager?: boolean
  className?: string
}) {
  return (
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
}
