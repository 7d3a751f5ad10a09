import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { deskApi, type DeskUser } from '../contract.ts'
import { DeskApiError, errorMessage, getJson } from '../lib/api.ts'
import { SessionContext, type DeskSession } from '../lib/session-context.ts'
import { AdminOnly } from '../components/admin-only.tsx'
import { DeskHeader } from '../components/desk-header.tsx'
import { ErrorNotice, Loading, buttonClass } from '../components/ui.tsx'
import { AuditScreen } from '../screens/audit-screen.tsx'
import { EraseScreen } from '../screens/erase-screen.tsx'
import { InboxScreen } from '../screens/inbox-screen.tsx'
import { ItemScreen } from '../screens/item-screen.tsx'
import { NotFoundScreen } from '../screens/not-found-screen.tsx'
import { SignInScreen } from '../screens/sign-in-screen.tsx'
import { UsersScreen } from '../screens/users-screen.tsx'
import { deskScreens, type DeskScreen } from '../screen-paths.ts'

/**
 * What each screen of screen-paths.ts shows: the routes come from that list, the one nginx and
 * `npm run dev` answer 200 for. Any other address shows the not-found screen, which they answer
 * with a 404.
 */
const screens: Record<DeskScreen, ReactNode> = {
  inbox: <InboxScreen />,
  item: <ItemScreen />,
  audit: (
    <AdminOnly>
      <AuditScreen />
    </AdminOnly>
  ),
  users: (
    <AdminOnly>
      <UsersScreen />
    </AdminOnly>
  ),
  erase: (
    <AdminOnly>
      <EraseScreen />
    </AdminOnly>
  ),
}

type State =
  | { kind: 'checking' }
  | { kind: 'signed-out'; notice?: string }
  | { kind: 'signed-in'; user: DeskUser }
  | { kind: 'unreachable'; message: string }

/**
 * After moving to another screen, the focus goes to its content (as a page load would put
 * it at the top), so keyboard and screen-reader users start at the new screen.
 */
function useFocusOnNavigation() {
  const main = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    main.current?.focus()
  }, [pathname])
  return main
}

/** The desk: GET session decides between the sign-in form and the signed-in screens. */
export function DeskApp() {
  const main = useFocusOnNavigation()
  const [state, setState] = useState<State>({ kind: 'checking' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    getJson<{ user: DeskUser }>(deskApi.session).then(
      ({ user }) => setState({ kind: 'signed-in', user }),
      (error: unknown) =>
        setState(
          error instanceof DeskApiError && error.status === 401
            ? { kind: 'signed-out' }
            : { kind: 'unreachable', message: errorMessage(error) },
        ),
    )
  }, [attempt])

  const signedOut = useCallback(
    () =>
      setState((current) =>
        current.kind === 'signed-in'
          ? { kind: 'signed-out', notice: 'You are signed out. Sign in to go on.' }
          : current,
      ),
    [],
  )
  const session = useMemo<DeskSession | null>(
    () => (state.kind === 'signed-in' ? { user: state.user, signedOut } : null),
    [state, signedOut],
  )

  if (state.kind === 'checking') {
    return (
      <main id="main" className="p-8">
        <Loading />
      </main>
    )
  }
  if (state.kind === 'unreachable') {
    return (
      <main id="main" className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
        <h1 className="text-3xl font-bold text-brand-900">Sales desk</h1>
        <ErrorNotice>{state.message}</ErrorNotice>
        <div>
          <button type="button" className={buttonClass} onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      </main>
    )
  }
  if (!session) {
    return (
      <SignInScreen
        notice={state.kind === 'signed-out' ? state.notice : undefined}
        onSignedIn={(user) => setState({ kind: 'signed-in', user })}
      />
    )
  }
  return (
    <SessionContext.Provider value={session}>
      <DeskHeader />
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        className="mx-auto max-w-page px-4 py-8 focus-visible:outline-none"
      >
        <Routes>
          {(Object.keys(deskScreens) as DeskScreen[]).map((screen) => (
            <Route key={screen} path={deskScreens[screen]} element={screens[screen]} />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </main>
    </SessionContext.Provider>
  )
}
