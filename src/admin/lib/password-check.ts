import { minPasswordLength } from '../contract.ts'

/** What is wrong with a new user's password, field by field; empty when nothing is. */
export interface PasswordProblems {
  password?: string
  again?: string
}

/**
 * The checks the browser can make before sending a new user (the API makes them again):
 * long enough, and typed the same twice.
 */
export function passwordProblems(password: string, again: string): PasswordProblems {
  const problems: PasswordProblems = {}
  if (password.length < minPasswordLength) {
    problems.password = `The password needs at least ${minPasswordLength} characters.`
  }
  if (again !== password) problems.again = 'The passwords are not the same. Type it again.'
  return problems
}
