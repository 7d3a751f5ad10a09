import { cx } from '../../lib/cx.ts'

/**
 * A page's illustration (public/images/art/{name}.svg), drawn through <use> so that its colours
 * follow the theme's --art-* variables. Decorative: the heading beside it says what the page is.
 * The box keeps the drawing's 6:5 shape before the file arrives, so nothing moves when it does.
 */
export function Art({ src, className }: { src: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 480 400"
      className={cx('art aspect-[6/5] h-auto w-full', className)}
    >
      <use href={`${src}#art`} />
    </svg>
  )
}
