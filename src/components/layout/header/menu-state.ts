/**
 * The mobile menu as a pure reducer: closed, open, or open with one submenu.
 * Toggling the menu resets the submenus; finishing a navigation closes everything.
 */
export type SubmenuId = 'about' | 'services' | 'hire'

export interface MenuState {
  open: boolean
  submenu: SubmenuId | null
}

export type MenuAction =
  | { type: 'toggle' }
  | { type: 'close' }
  | { type: 'navigated' }
  | { type: 'toggleSubmenu'; id: SubmenuId }

export const closedMenu: MenuState = { open: false, submenu: null }

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggle':
      return state.open ? closedMenu : { open: true, submenu: null }
    case 'close':
    case 'navigated':
      return state.open ? closedMenu : state
    case 'toggleSubmenu':
      if (!state.open) return state
      return { open: true, submenu: state.submenu === action.id ? null : action.id }
  }
}
