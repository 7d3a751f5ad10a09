import { describe, expect, it } from 'vitest'
import {
  closedMenu,
  menuReducer,
  type MenuState,
} from '../../../src/components/layout/header/menu-state.ts'

const open: MenuState = { open: true, submenu: null }
const withAbout: MenuState = { open: true, submenu: 'about' }

describe('menuReducer', () => {
  it('opens a closed menu with every submenu closed', () => {
    expect(menuReducer(closedMenu, { type: 'toggle' })).toEqual(open)
  })

  it('closes an open menu from the menu icon and resets its submenu', () => {
    expect(menuReducer(withAbout, { type: 'toggle' })).toEqual(closedMenu)
  })

  it.each(['close', 'navigated'] as const)('%s closes the menu and its submenu', (type) => {
    expect(menuReducer(withAbout, { type })).toEqual(closedMenu)
    expect(menuReducer(open, { type })).toEqual(closedMenu)
  })

  it.each(['close', 'navigated'] as const)('%s keeps a closed menu as it is', (type) => {
    expect(menuReducer(closedMenu, { type })).toBe(closedMenu)
  })

  it('opens one submenu at a time', () => {
    const about = menuReducer(open, { type: 'toggleSubmenu', id: 'about' })
    expect(about).toEqual(withAbout)
    expect(menuReducer(about, { type: 'toggleSubmenu', id: 'services' })).toEqual({
      open: true,
      submenu: 'services',
    })
    expect(menuReducer(about, { type: 'toggleSubmenu', id: 'hire' })).toEqual({
      open: true,
      submenu: 'hire',
    })
  })

  it('closes the open submenu when it is clicked again, leaving the menu open', () => {
    expect(menuReducer(withAbout, { type: 'toggleSubmenu', id: 'about' })).toEqual(open)
  })

  it('ignores a submenu click while the menu is closed', () => {
    expect(menuReducer(closedMenu, { type: 'toggleSubmenu', id: 'hire' })).toBe(closedMenu)
  })

  it('starts closed again after a reopen', () => {
    const reopened = menuReducer(menuReducer(withAbout, { type: 'toggle' }), { type: 'toggle' })
    expect(reopened).toEqual(open)
  })
})
