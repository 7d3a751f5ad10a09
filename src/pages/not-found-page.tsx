import { NotFound } from '../components/sections/not-found.tsx'

/** The screen of /404 and of every path no other route matches. */
export function NotFoundPage() {
  return <NotFound />
}
