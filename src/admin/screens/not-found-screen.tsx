import { Link } from 'react-router-dom'
import { linkClass } from '../components/ui.tsx'
import { useTitle } from '../lib/use-title.ts'
import { deskScreens } from '../screen-paths.ts'

/** An address under /admin that is no screen (nginx and npm run dev answer it with a 404). */
export function NotFoundScreen() {
  useTitle('Not found')
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold text-brand-900">Not found</h1>
      <p>
        The desk has no such page.{' '}
        <Link className={linkClass} to={deskScreens.inbox}>
          Go to the inbox
        </Link>
      </p>
    </div>
  )
}
