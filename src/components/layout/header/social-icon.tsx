import { iconSprite } from 'virtual:graphics'
import type { SocialNetwork } from './social-glyphs.ts'

export type { SocialNetwork }

/** A social network's mark, from the icon sprite (src/components/layout/header/social-glyphs.ts). */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <use href={`${iconSprite}#social-${network}`} />
    </svg>
  )
}
