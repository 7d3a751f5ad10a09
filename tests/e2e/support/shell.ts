// The site configuration must be defined before src/config/navigation.ts is evaluated.
import './site-config.ts'
import { expect, type Page } from '@playwright/test'
import { footerNavigation, mainNavigation, type NavLink } from '../../../src/config/navigation.ts'
import { site } from '../../../src/config/site.ts'

export { footerNavigation, mainNavigation, site }

/** Every link of the main navigation tree: top-level links, submenu pages and their links. */
export function navigationLinks(): NavLink[] {
  return mainNavigation.flatMap((item): NavLink[] => {
    if (item.kind === 'link') return [item]
    if (item.kind === 'mega') return item.columns.flatMap((column) => column.links)
    return [{ label: item.label, href: item.href }, ...item.links]
  })
}

/** The 14 service slugs, independent of the site's own configuration. */
export const specServiceSlugs = [
  'web-application-development',
  'mobile-app-development',
  'erp-solutions',
  'product-development',
  'ecommerce-development-services',
  'blockchain-application-development',
  'ai-ml-application-development',
  'low-code-no-code-development',
  'data-science-services',
  'cloud-application-development-services',
  'ui-ux-design',
  'seo-and-digital-marketing',
  'software-testing',
  'website-maintenance-redesign',
]

export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY)

/** Scrolls the window to `y` at once and waits until it is there. */
export async function scrollWindowTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect.poll(() => scrollY(page)).toBe(y)
}

/**
 * Turns the mouse wheel by `deltaY` and waits until the page has received the wheel event and
 * painted two frames after it: a scroll the gesture starts has begun by then.
 */
export async function wheelAndWaitForFrames(page: Page, deltaY: number): Promise<void> {
  const received = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        window.addEventListener(
          'wheel',
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          { once: true, passive: true, capture: true },
        ),
      ),
  )
  // The listener is in place once evaluate has run its function, before the promise settles.
  await page.evaluate(() => undefined)
  await page.mouse.wheel(0, deltaY)
  await received
}

/** Where `selector`'s element starts in the document (not the viewport). */
export function documentTop(page: Page, selector: string): Promise<number> {
  return page.evaluate((target) => {
    const element = document.querySelector(target)
    if (!element) throw new Error(`no ${target}`)
    return element.getBoundingClientRect().top + window.scrollY
  }, selector)
}

/** Whether the project lays the page out for desktop (wider than 1024 px). */
export function isDesktop(projectName: string): boolean {
  return projectName === 'desktop'
}
