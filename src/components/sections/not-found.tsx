import { Link } from 'react-router-dom'
import { PageHead } from '../seo/page-head.tsx'
import { pageHead } from '../../seo/head.ts'
import { pagePath, paths } from '../../config/paths.ts'
import { copy } from '../../content/copy/not-found.ts'
import { Art } from '../ui/art.tsx'

const notFoundArt = '/images/art/not-found.svg'

/**
 * The not-found screen: an illustration, 404, "Page Not Found", a link home, at most 350px wide.
 * Shown by the /404 route, unknown paths and pages whose parameters name no content.
 * Its head replaces the page's canonical link with the /404 one (unhead keeps exactly one).
 */
export function NotFound() {
  return (
    <div className="mx-auto flex max-w-not-found flex-col items-center px-4 py-16 text-center">
      <PageHead
        head={pageHead({
          title: copy.title,
          description: copy.description,
          path: paths.notFound.href(),
          indexable: false,
        })}
      />
      {/* Drawn after hydration like every page's illustration, so the first paint (text) never
          waits for it and no script waits for its largest paint. */}
      <Art src={notFoundArt} className="w-full max-w-72" />
      <p className="mt-6 text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">
        <span className="sr-only">404: </span>
        {copy.heading}
      </h1>
      <Link
        to={pagePath('home')}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-fill px-5 font-semibold text-white hover:bg-brand-fill-hover"
      >
        Go Back to Homepage
      </Link>
    </div>
  )
}
