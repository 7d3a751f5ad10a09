import type { Config } from 'tailwindcss'

/**
 * Design tokens. Loaded by `@config` in src/styles/app.css.
 * Body text uses the system stack (it paints at once); headings use the display face that
 * src/styles/app.css declares, with a metric-matched fallback.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      screens: {
        // The mobile layout covers 1024 px and below, so "desktop" starts at 1025 px.
        desktop: '64.0625rem',
      },
      colors: {
        brand: {
          50: '#eef4ff',
          100: '#d9e6ff',
          600: '#1d4ed8',
          700: '#1a3fae',
          800: '#15337f',
          900: '#0f2557',
        },
        danger: {
          50: '#fef2f2',
          700: '#b91c1c',
        },
        accent: {
          500: '#f59e0b',
          600: '#b45309',
        },
        ink: {
          DEFAULT: '#111827',
          muted: '#4b5563',
        },
        surface: {
          DEFAULT: '#ffffff',
          muted: '#f5f7fb',
        },
      },
      fontFamily: {
        display: ['"Plus Jakarta Sans"', '"Plus Jakarta Sans Fallback"', 'system-ui', 'sans-serif'],
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      maxWidth: {
        page: '72rem',
        prose: '42rem',
        'not-found': '350px',
      },
    },
  },
} satisfies Config
