import { expect, test, type Page } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { settle, waitForHydration } from './support/hydration.ts'
import { mainMenuLink } from './support/navigation.ts'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? [])

/** The source list of one directive of a Content-Security-Policy header. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
  return found?.slice(1)
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window.__cspViolations ||= []).push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
})

const journeys = [
  { start: '/', link: 'Careers', next: '/careers' },
  { start: '/services/ui-ux-design', link: 'Contact', next: '/contactus' },
]

for (const { start, link, next } of journeys) {
  test(`${start}: no CSP violation while starting and navigating to ${next}`, async ({ page }) => {
    const logs = watchConsole(page)
    const response = await page.goto(start)
    const policy = (await response?.headerValue('content-security-policy')) ?? ''
    expect(policy, 'the page is served with a CSP').not.toBe('')
    await waitForHydration(page)
    await settle(page)
    expect(await violations(page), 'after hydration').toEqual([])

    await (await mainMenuLink(page, link)).click()
    await expect(page).toHaveURL(next)
    await settle(page)
    expect(await violations(page), 'after a client-side navigation').toEqual([])
    expect(logs.problems()).toEqual([])

    // Control: the policy is enforced and violations are collected, so [] above means none.
    await page.evaluate(() => {
      const probe = document.createElement('img')
      probe.src = 'https://csp-probe.invalid/pixel.png'
      document.body.append(probe)
    })
    await expect
      .poll(() => violations(page))
      .toEqual(['img-src https://csp-probe.invalid/pixel.png'])
  })
}

for (const path of ['/', '/services/ui-ux-design', '/404']) {
  test(`${path}: the CSP header allows no inline script but the hashed ones`, async ({
    request,
  }) => {
    const response = await request.get(path)
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(policy).not.toBe('')
    expect(directive(policy, 'default-src')).toEqual(["'none'"])
    const scripts = directive(policy, 'script-src')
    expect(scripts, 'a script-src directive').toBeDefined()
    expect(scripts).toContain("'self'")
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(scripts).not.toContain('*')
    for (const source of scripts ?? []) {
      expect(source, 'only self and hashes').toMatch(
        /^'self'$|^'sha(256|384|512)-[A-Za-z0-9+/]+=*'$/,
      )
    }
    // No object-src: it falls back to default-src 'none'.
    expect(directive(policy, 'object-src')).toBeUndefined()
    expect(directive(policy, 'base-uri')).toEqual(["'none'"])
  })
}
