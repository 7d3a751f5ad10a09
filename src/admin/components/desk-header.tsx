import { useState } from 'react'
import { NavLink } from 'react-router-dom'
import { deskApi, roleLabels } from '../contract.ts'
import { errorMessage, postJson } from '../lib/api.ts'
import { useSession } from '../lib/session-context.ts'
import { cx } from '../../lib/cx.ts'
import { secondaryButtonClass } from './ui.tsx'

const navLinks = [
  { to: '/', label: 'Inbox', adminOnly: false },
  { to: '/audit', label: 'Audit log', adminOnly: true },
  { to: '/users', label: 'Users', adminOnly: true },
  { to: '/erase', label: 'Erase data', adminOnly: true },
]

export function DeskHeader() {
  const { user, signedOut } = useSession()
  const [error, setError] = useState<string | null>(null)

  async function signOut() {
    setError(null)
    try {
      await postJson<unknown>(deskApi.signOut)
      signedOut()
    } catch (failure) {
      setError(errorMessage(failure))
    }
  }

  return (
    <header className="border-b border-brand-100 bg-brand-900 text-white">
      <a
        href="#main"
        className="sr-only bg-surface p-2 text-brand-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <p className="text-lg font-bold">Sales desk</p>
        <nav aria-label="Desk" className="grow">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {navLinks
              .filter((link) => !link.adminOnly || user.role === 'admin')
              .map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/'}
                    className={({ isActive }) =>
                      cx('underline-offset-4 hover:underline', isActive && 'font-bold underline')
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <p className="text-sm">
          <span className="break-all">{user.email}</span>{' '}
          <span className="rounded bg-brand-700 px-2 py-0.5">{roleLabels[user.role]}</span>
        </p>
        <button type="button" className={secondaryButtonClass} onClick={signOut}>
          Sign out
        </button>
      </div>
      <div role="alert" className="mx-auto max-w-page px-4">
        {error && <p className="pb-3">{error}</p>}
      </div>
    </header>
  )
}
