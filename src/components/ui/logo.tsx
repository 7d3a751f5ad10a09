import { site } from '../../config/site.ts'
import { cx } from '../../lib/cx.ts'

/** The brand mark: a kite, drawn inline so the header needs no image request. */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2 font-bold text-brand-900', className)}>
      <svg
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
        className={cx(
          'transition-[width,height] motion-reduce:transition-none',
          compact ? 'size-7' : 'size-9',
        )}
      >
        <path d="M16 2 28 14 16 30 4 14Z" fill="#1a3fae" />
        <path d="M16 2v28M4 14h24" stroke="#f59e0b" strokeWidth="2" />
      </svg>
      <span
        className={cx(
          'tracking-tight transition-[font-size] motion-reduce:transition-none',
          compact ? 'text-lg' : 'text-xl',
        )}
      >
        {site.shortName}
      </span>
    </span>
  )
}
