import { createElement } from 'react'
import { iconSprite, inlineIcons } from 'virtual:graphics'
import { cx } from '../../lib/cx.ts'

interface IconProps {
  /** A lucide name the content gave (`icon: server`); the build checked it exists. */
  name: string
  /** Its size and colour; 24 px when no size is given. */
  className?: string
}

/** An icon the content names, drawn from the icon sprite (scripts/lib/graphics.ts). Decorative. */
export function Icon({ name, className = 'size-6' }: IconProps) {
  return (
    <svg aria-hidden="true" className={cx('shrink-0', className)}>
      <use href={`${iconSprite}#${name}`} />
    </svg>
  )
}

/**
 * A technology's logo (simple-icons), in the text colour: `href` is its file and symbol, as the
 * route loader named it. Decorative: the name goes beside it.
 */
export function Logo({ href, className = 'size-6' }: { href: string; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cx('shrink-0', className)}>
      <use href={href} />
    </svg>
  )
}

/** An interface icon drawn inline, so it paints with the page: the menu button, chevrons, ticks. */
export function InlineIcon({
  name,
  className,
}: {
  name: keyof typeof inlineIcons
  className?: string
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx('shrink-0', className ?? 'size-6')}
    >
      {inlineIcons[name].map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  )
}
