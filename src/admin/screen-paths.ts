/**
 * The sales desk's screens, declared once: the desk's router has a route for each (shell/app.tsx),
 * and nginx answers each with the desk's page (200) and every other /admin/ address with a 404,
 * by an include generated with the desk's build (scripts/lib/desk-screens.ts). `npm run dev`
 * answers the same way.
 *
 * Patterns are the router's, below the desk's base: literal segments and `:param`s only.
 */
export const deskBase = '/admin'

export const deskScreens = {
  inbox: '/',
  item: '/items/:id',
  audit: '/audit',
  users: '/users',
  erase: '/erase',
} as const satisfies Record<string, `/${string}`>

export type DeskScreen = keyof typeof deskScreens
