/**
 * Brand marks of the social networks, drawn as simple 24×24 glyphs (lucide, our icon set,
 * deliberately ships no brand logos). Build-time data: scripts/lib/graphics.ts writes each as an
 * icon file, `.i-social-{network}`, so no page or bundle carries the paths.
 */
export const socialGlyphs = {
  linkedin:
    'M4 9h3.5v11H4zM5.75 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4M9.5 9h3.4v1.6c.5-.9 1.7-1.9 3.6-1.9 3.6 0 4.3 2.3 4.3 5.4V20h-3.5v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H9.5z',
  x: 'M3.5 3.5h5l4 5.6 4.9-5.6h2.3l-6.2 7.1 7 9.9h-5l-4.3-6.1-5.3 6.1H3.6l6.6-7.6z',
  facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5m0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7m0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3M17 5.8a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4',
} as const

export type SocialNetwork = keyof typeof socialGlyphs
