/** Written at build time by scripts/lib/graphics.ts. */
declare module 'virtual:graphics' {
  /** The sprite of the icons content names (lucide): `${iconSprite}#server`. */
  export const iconSprite: string
  /** Drawings of the interface icons that paint with the page. */
  export const inlineIcons: Record<
    'menu' | 'x' | 'chevron-down' | 'check' | 'mail' | 'phone',
    [tag: string, attributes: Record<string, string>][]
  >
}
