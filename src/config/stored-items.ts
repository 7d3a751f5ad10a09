import type { StoredItem } from '../content/types.ts'
import { antiForgery } from '../forms/anti-forgery.ts'
import { visitKey } from '../forms/attribution.ts'
import { reloadedKey } from '../lib/build-retired.ts'
import { themeKey } from '../lib/theme.ts'

/**
 * Every cookie and storage key the site and the sales desk set, named by the constants the code
 * sets them with: the privacy notice lists this (its `storage` section), and the e2e test
 * tests/e2e/privacy.spec.ts fails when a page sets anything that is not here. None is for
 * analytics or advertising, and none is read by a third party, so no consent banner is needed
 * (UK PECR and the ePrivacy Directive exempt what is strictly necessary, or stored only at the
 * visitor's request, such as the theme they chose).
 */
/**
 * The sales desk's session cookie (src/admin/contract.ts, which the public site may not import;
 * tests/unit/forms/privacy-notice.test.ts checks the two agree).
 */
export const deskSessionCookie = { http: 'desk_session', https: '__Host-desk_session' } as const
const sessionCookie = deskSessionCookie

/** Where react-router's <ScrollRestoration> keeps the tab's scroll positions (its own key). */
export const scrollPositionsKey = 'react-router-scroll-positions'

export type { StoredItem }

export const storedItems: readonly StoredItem[] = [
  {
    name: antiForgery.cookie,
    where: 'Cookie',
    purpose:
      'A random value that proves a form was sent from this site (protection against cross-site request forgery). Strictly necessary.',
    lasts: 'Until you close the browser',
  },
  {
    name: `${sessionCookie.https} (${sessionCookie.http} without HTTPS)`,
    where: 'Cookie',
    purpose:
      'Keeps our staff signed in to the sales desk. Set only for staff who sign in, never for visitors.',
    lasts: 'Until the browser closes; the desk ends the session after 8 hours without use',
  },
  {
    name: visitKey,
    where: 'Session storage',
    purpose:
      'The page and campaign link that brought you here, sent with an enquiry so that we know which page it came from. It never leaves your browser unless you send a form.',
    lasts: 'Until you close the tab',
  },
  {
    name: scrollPositionsKey,
    where: 'Session storage',
    purpose:
      'Where you had scrolled to on each page of this tab, so that going back returns you to the same place.',
    lasts: 'Until you close the tab',
  },
  {
    name: reloadedKey,
    where: 'Session storage',
    purpose:
      'Notes that the page was reloaded once after we published a new version of the site, so that it is not reloaded again.',
    lasts: 'Until you close the tab',
  },
  {
    name: themeKey,
    where: 'Local storage',
    purpose:
      'The light or dark theme you chose with the header switch. Set only if you choose one.',
    lasts: 'Until you clear it in your browser',
  },
]

/** The names as a page sets them: the desk cookie under either of its two names. */
export const storedNames: ReadonlySet<string> = new Set([
  antiForgery.cookie,
  sessionCookie.https,
  sessionCookie.http,
  visitKey,
  scrollPositionsKey,
  reloadedKey,
  themeKey,
])
