import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { footerNavigation, mainNavigation } from '../../../src/config/navigation.ts'
import { services } from '../../../src/content/services.ts'
import { createRoutes } from '../../../src/routes.tsx'

const routes = createRoutes()

function allHrefs(): string[] {
  const main = mainNavigation.flatMap((item) => {
    if (item.kind === 'link') return [item.href]
    if (item.kind === 'submenu') return [item.href, ...item.links.map((link) => link.href)]
    return item.columns.flatMap((column) => column.links.map((link) => link.href))
  })
  return [...main, ...Object.values(footerNavigation).flatMap((links) => links.map((l) => l.href))]
}

describe('navigation tree', () => {
  it('has the main menu in order', () => {
    expect(mainNavigation.map((item) => item.label)).toEqual([
      'Home',
      'About',
      'Services',
      'Hire Developer',
      'Case Studies',
      'Careers',
      'Blog',
      'Contact',
    ])
  })

  it('puts each of the 14 services in exactly one of the three mega-menu columns', () => {
    const mega = mainNavigation.find((item) => item.kind === 'mega')
    if (mega?.kind !== 'mega') throw new Error('no mega menu')
    expect(mega.columns.map((column) => column.title)).toEqual([
      'Software Applications',
      'Latest Technologies',
      'Other Services',
    ])
    const linked = mega.columns.flatMap((column) => column.links.map((link) => link.href))
    expect(linked.toSorted()).toEqual(services.map((s) => `/services/${s.slug}`).toSorted())
  })

  it('has the footer links, Get A Quote leading to the contact page', () => {
    expect(footerNavigation.ourLinks.map((link) => link.label)).toEqual([
      'Home',
      'About',
      'Services',
      'Blogs',
      'Careers',
      'Get A Quote',
    ])
    expect(footerNavigation.ourLinks.at(-1)?.href).toBe('/contactus')
    expect(footerNavigation.services).toHaveLength(14)
  })

  it('links only to pages of the route table, never to the not-found screen', () => {
    for (const href of allHrefs()) {
      const pathname = new URL(href, 'https://www.example.com').pathname
      const leaf = matchRoutes(routes, pathname)?.at(-1)?.route
      expect(leaf?.path, href).not.toBe('*')
      expect(leaf?.path, href).not.toBe('/404')
    }
  })
})
