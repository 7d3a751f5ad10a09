import { createElement } from 'react'
import { iconSprite, inlineIcons, logoSprite } from 'virtual:graphics'
import { cx } from '../../lib/cx.ts'

interface IconProps {
  /** A lucide name the content gave (`icon: server`); the build checked it exists. */
  name: string
  className?: string
}

/** An icon the content names, drawn from the icon sprite (scripts/lib/graphics.ts). Decorative. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg aria-hidden="true" className={cx('size-6 shrink-0', className)}>
      <use href={`${iconSprite}#${name}`} />
    </svg>
  )
}

/** A technology's logo (simple-icons), in the text colour. Decorative: the name goes beside it. */
export function Logo({ slug, className }: { slug: string; className?: string }) {
  return (
    <svg aria-hidden="true" className={cx('size-6 shrink-0', className)}>
      <use href={`${logoSprite}#${slug}`} />
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
      className={cx('size-6 shrink-0', className)}
    >
      {inlineIcons[name].map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  )
}
