import { describe, expect, it } from 'vitest'
import { signInThrottle } from '../../../src/admin/contract.ts'
import { secondsUntilFree } from '../../../server/desk/sign-in-throttle.ts'
import { emailProblem, passwordProblem, roleProblem } from '../../../server/desk/users.ts'

describe('desk user checks', () => {
  it('counts characters, not bytes, against the minimum password length', () => {
    expect(passwordProblem('x'.repeat(11))).toBe(
      'The password is too short: it needs at least 12 characters.',
    )
    expect(passwordProblem('x'.repeat(12))).toBeUndefined()
    expect(passwordProblem('🔑'.repeat(11))).toMatch(/too short/)
    expect(passwordProblem('🔑'.repeat(12))).toBeUndefined()
  })

  it.each(['ana@example.com', 'a.b+desk@sub.example.co.uk'])('accepts %s', (email) => {
    expect(emailProblem(email)).toBeUndefined()
  })

  it.each(['ana', 'ana@example', 'ana @example.com', '@example.com', `${'a'.repeat(250)}@x.io`])(
    'refuses %j as an e-mail address',
    (email) => {
      expect(emailProblem(email)).toMatch(/^Not an e-mail address/)
    },
  )

  it('knows the two roles', () => {
    expect(roleProblem('admin')).toBeUndefined()
    expect(roleProblem('sales')).toBeUndefined()
    expect(roleProblem('root')).toBe('Unknown role: "root". A role is one of admin, sales.')
    expect(roleProblem(undefined)).toBe("Name the user's role: --role admin|sales.")
  })
})

describe('secondsUntilFree', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z')
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
  const { failures, windowMs } = signInThrottle

  it('is 0 below the limit', () => {
    expect(secondsUntilFree([], now)).toBe(0)
    expect(
      secondsUntilFree(
        Array.from({ length: failures - 1 }, () => minutesAgo(1)),
        now,
      ),
    ).toBe(0)
  })

  it('waits for the oldest failure to leave the window at the limit', () => {
    const times = [minutesAgo(10), ...Array.from({ length: failures - 1 }, () => minutesAgo(1))]
    expect(secondsUntilFree(times, now)).toBe(windowMs / 1000 - 600)
  })

  it('waits until fewer than the limit remain when more were counted (replicas racing)', () => {
    const times = [minutesAgo(12), minutesAgo(11), minutesAgo(10)]
    times.push(...Array.from({ length: failures - 1 }, () => minutesAgo(1)))
    // 12 counted: three must go before fewer than 10 remain, the third oldest 10 minutes ago.
    expect(secondsUntilFree(times, now)).toBe(windowMs / 1000 - 600)
  })
})
