import { createElement } from 'react'
import { inlineIcons } from 'virtual:graphics'
import { cx } from '../../lib/cx.ts'

interface IconProps {
  /** A lucide name the content gave (`icon: server`); the build checked it exists. */
  name: string
  /** Its size and colour; 24 px when no size is given. */
  className?: string
}

/**
 * An icon the content names, in the text colour: a box whose CSS mask is the icon's file
 * (scripts/lib/graphics.ts writes a rule `.i-{name}` per icon). The rules come with the whole
 * stylesheet after the first paint, so the page's first request is its only one before that
 * paint; the box is sized from the start, so nothing moves when the icon appears. Decorative:
 * an empty box, which assistive technology passes over.
 */
export function Icon({ name, className = 'size-6' }: IconProps) {
  return <span className={cx('icon', `i-${name}`, className)} />
}

/**
 * A technology's logo (simple-icons, `slug` as the route loader named it), drawn like an icon
 * (`.l-{slug}`), in the text colour. Decorative: the name goes beside it.
 */
export function Logo({ slug, className = 'size-6' }: { slug: string; className?: string }) {
  return <span className={cx('icon', `l-${slug}`, className)} />
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
