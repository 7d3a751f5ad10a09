import type { Config } from 'tailwindcss'

/** The brand's face, then its fallbacks for where it has not arrived (src/styles/app.css). */
const brandFamily = [
  '"Plus Jakarta Sans"',
  '"Plus Jakarta Sans Fallback"',
  '"Plus Jakarta Sans DejaVu Fallback"',
  'system-ui',
  'sans-serif',
]

/** Design tokens. Loaded by `@config` in src/styles/app.css. */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      screens: {
        // The mobile layout covers 1024 px and below, so "desktop" starts at 1025 px.
        desktop: '64.0625rem',
      },
      // Colours are CSS custom properties (src/styles/theme.css): their values change with the
      // theme, class names and markup do not. Text and background roles that cannot share one
      // value in the dark theme are separate tokens: `brand-fill` is the brand blue under white
      // text (buttons), `band` the dark bands (top bar, footer, CTA band, figures, code blocks),
      // which stay dark in both themes: their text (`band-ink`), a step lighter (`band-raised`,
      // dividers and hovered controls) and the hover of a light button on them (`band-tint`).
      colors: {
        brand: {
          50: 'var(--brand-50)',
          100: 'var(--brand-100)',
          600: 'var(--brand-600)',
          700: 'var(--brand-700)',
          800: 'var(--brand-800)',
          900: 'var(--brand-900)',
          fill: 'var(--brand-fill)',
          'fill-hover': 'var(--brand-fill-hover)',
        },
        // The same in both themes: plain values, no custom properties to send.
        band: {
          DEFAULT: '#0f2557',
          ink: '#d9e6ff',
          raised: '#15337f',
          tint: '#eef4ff',
        },
        danger: {
          50: 'var(--danger-50)',
          700: 'var(--danger-700)',
        },
        accent: {
          500: 'var(--accent-500)',
          600: 'var(--accent-600)',
        },
        ink: {
          DEFAULT: 'var(--ink)',
          muted: 'var(--ink-muted)',
        },
        surface: {
          DEFAULT: 'var(--surface)',
          muted: 'var(--surface-muted)',
        },
      },
      fontFamily: {
        // One family for headings and text (src/styles/app.css), with its metric-matched fallbacks.
        sans: brandFamily,
        display: brandFamily,
      },
      maxWidth: {
        page: '72rem',
        prose: '42rem',
        'not-found': '350px',
      },
    },
  },
} satisfies Config
