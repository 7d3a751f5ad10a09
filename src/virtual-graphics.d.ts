/** Written at build time by scripts/lib/graphics.ts. */
declare module 'virtual:graphics' {
  /** Drawings of the interface icons that paint with the page. */
  export const inlineIcons: Record<
    'menu' | 'x' | 'chevron-down' | 'check' | 'mail' | 'phone',
    [tag: string, attributes: Record<string, string>][]
  >
}

/** The rules `.i-{name}` and `.l-{slug}` that give each icon box its file (scripts/lib/graphics.ts). */
declare module 'virtual:graphics.css'
