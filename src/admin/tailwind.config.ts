import type { Config } from 'tailwindcss'
import site from '../../tailwind.config.ts'

/** The site's design tokens, with the desk's own sources: the desk's CSS has only its classes. */
export default { ...site, content: ['./**/*.{ts,tsx}'] } satisfies Config
