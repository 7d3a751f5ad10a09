import type { SocialNetwork } from './social-glyphs.ts'
import { cx } from '../../../lib/cx.ts'

export type { SocialNetwork }

/**
 * A social network's mark (src/components/layout/header/social-glyphs.ts), drawn like the
 * content's icons (src/components/ui/icon.tsx): `.i-social-{network}`.
 */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return <span className={cx('icon size-4', `i-social-${network}`, className)} />
}
