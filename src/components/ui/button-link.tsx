import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

const variants = {
  primary: 'bg-brand-fill text-white hover:bg-brand-fill-hover',
  secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
  inverse: 'bg-white text-band hover:bg-band-tint focus-visible:outline-white',
} as const

export function ButtonLink({
  to,
  children,
  variant = 'primary',
}: {
  to: string
  children: ReactNode
  variant?: keyof typeof variants
}) {
  const className = `inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2.5 font-semibold transition-colors ${variants[variant]}`
  // An anchor on the same page is the browser's to follow: it scrolls to the target.
  return to.startsWith('#') ? (
    <a href={to} className={className}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  )
}
