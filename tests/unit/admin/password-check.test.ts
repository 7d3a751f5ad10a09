import { describe, expect, it } from 'vitest'
import { minPasswordLength } from '../../../src/admin/contract.ts'
import { passwordProblems } from '../../../src/admin/lib/password-check.ts'

describe('a new user’s password', () => {
  const long = 'x'.repeat(minPasswordLength)

  it('passes when long enough and typed the same twice', () => {
    expect(passwordProblems(long, long)).toEqual({})
  })

  it('needs at least the API’s minimum length', () => {
    const short = 'x'.repeat(minPasswordLength - 1)
    expect(passwordProblems(short, short)).toEqual({
      password: 'The password needs at least 12 characters.',
    })
  })

  it('names a second password that differs, and only that field', () => {
    expect(passwordProblems(long, `${long}y`)).toEqual({
      again: 'The passwords are not the same. Type it again.',
    })
  })
})
