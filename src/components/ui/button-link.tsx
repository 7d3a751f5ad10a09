import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
  inverse: 'bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white',
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
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2.5 font-semibold transition-colors ${variants[variant]}`}
    >
      {children}
    </Link>
  )
}
