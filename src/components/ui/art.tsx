import { cx } from '../../lib/cx.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

/**
 * A page's illustration (public/images/art/{name}.svg), drawn through <use> so that its colours
 * follow the theme's --art-* variables. Decorative: the heading beside it says what the page is.
 * The box keeps the drawing's 6:5 shape before the file arrives, so nothing moves when it does.
 *
 * The file is requested once the page has started, not with the document: a <use> loads its
 * file as soon as it is parsed, hidden or not (the drawing is hidden on phones), and a request
 * before the first paint delays it. So the server HTML carries the drawing inside <noscript>
 * (visitors without JavaScript get it with the page) and the app draws it after hydration, where
 * it rises into place. Never the largest paint: an <svg> is not a candidate.
 */
export function Art({ src, className }: { src: string; className?: string }) {
  const started = useHydrated()
  const drawing = (
    <svg aria-hidden="true" viewBox="0 0 480 400" className="art rise h-auto w-full">
      <use href={`${src}#art`} />
    </svg>
  )
  return (
    <div className={cx('aspect-[6/5]', className)}>
      {started ? drawing : <noscript>{drawing}</noscript>}
    </div>
  )
}
