import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deskApi, sessionIdleMs, signInThrottle } from '../../src/admin/contract.ts'
import { hashSessionId } from '../../server/desk/sessions.ts'
import { query, startApp, type TestApp } from './support/app.ts'
import { addDeskUser, deskPassword, signIn, signedIn } from './support/desk.ts'
import { runCli } from './support/process.ts'

let api: TestApp
beforeAll(async () => {
  api = await startApp()
})
afterAll(async () => {
  await api.close()
})

let addresses = 0
/** An address of its own for each test that fails sign-ins (nginx's X-Real-IP, from loopback). */
const newAddress = () => `203.0.113.${++addresses}`

const json = { 'content-type': 'application/json' }
const attempt = (email: string, password: string, headers: Record<string, string> = {}) =>
  api.post(deskApi.session, { payload: { email, password }, headers: { ...json, ...headers } })
const currentUser = (cookie: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url: deskApi.session, headers: { cookie, ...headers } })
const setCookie = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie']
  return Array.isArray(header) ? header.join('\n') : (header ?? '')
}
const users = (args: string[], input?: string) => runCli(['users', ...args], api.env, input)
const stored = (email: string) =>
  query<{ email: string; role: string; password_hash: string; last_sign_in_at: string | null }>(
    api,
    `SELECT email, role, password_hash, last_sign_in_at FROM users WHERE email = '${email}'`,
  )
const audit = (action: string) =>
  query<{ actor_email: string | null; detail: string }>(
    api,
    `SELECT actor_email, detail FROM audit_log WHERE action = '${action}' ORDER BY id`,
  )

describe('leads users', () => {
  it('adds a user from two lines of standard input, who can then sign in', async () => {
    const result = await users(
      ['add', 'Priya@Example.com', '--role', 'admin'],
      `${deskPassword}\n${deskPassword}\n`,
    )
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).toContain('Added priya@example.com (admin)')
    const [row] = await stored('priya@example.com')
    expect(row?.role).toBe('admin')
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
    expect(row?.password_hash).not.toContain(deskPassword)
    expect((await signIn(api, 'priya@example.com')).user).toMatchObject({
      email: 'priya@example.com',
      role: 'admin',
    })
    expect(await audit('user added')).toContainEqual({
      actor_email: null,
      detail: 'added an admin user, priya@example.com',
    })
  })

  it.each([
    ['the two lines differ', `${deskPassword}\n${deskPassword}!\n`, 'The two passwords differ'],
    ['the password is short', 'eleven char\neleven char\n', 'at least 12 characters'],
    ['only one line comes', `${deskPassword}\n`, 'give the password twice, on two lines'],
  ])('stores nothing when %s', async (_case, input, message) => {
    const result = await users(['add', 'short@example.com', '--role', 'sales'], input)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(message)
    expect(result.stderr).toContain('Nothing was changed.')
    expect(await stored('short@example.com')).toEqual([])
  })

  it.each([
    [['add', 'not-an-address', '--role', 'sales'], 'Not an e-mail address: "not-an-address"'],
    [['add', 'nobody@example.com', '--role', 'owner'], 'Unknown role: "owner"'],
    [['add', 'nobody@example.com'], "Name the user's role: --role admin|sales."],
    [['remove', 'nobody@example.com'], 'There is no user nobody@example.com.'],
    [['rename', 'nobody@example.com'], 'Unknown command: users rename'],
  ])('refuses users %j with a clear message', async (args, message) => {
    const result = await users(args, `${deskPassword}\n${deskPassword}\n`)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(message)
    expect(await stored('nobody@example.com')).toEqual([])
  })

  it('refuses an e-mail that is already a user, whatever its case', async () => {
    await addDeskUser(api, { email: 'taken@example.com', role: 'sales' })
    const result = await users(
      ['add', 'TAKEN@example.com', '--role', 'admin'],
      `${deskPassword}\n${deskPassword}\n`,
    )
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('There is already a user taken@example.com.')
    expect((await stored('taken@example.com')).map((row) => row.role)).toEqual(['sales'])
  })

  it('lists the users, tab-separated or as JSON, with their last sign-in', async () => {
    await addDeskUser(api, { email: 'listed@example.com', role: 'sales' })
    await addDeskUser(api, { email: 'never@example.com', role: 'admin' })
    await signIn(api, 'listed@example.com')
    const text = await users(['list'])
    expect(text.code, text.stderr).toBe(0)
    const lines = text.stdout.trim().split('\n')
    expect(lines[0]).toBe('email\trole\tcreated\tlast sign-in')
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^listed@example\.com\tsales\t\d{4}-\d\d-\d\dT[^\t]+Z\t\d{4}-\d\d-\d\dT/,
      ),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(/^never@example\.com\tadmin\t[^\t]+\tnever$/),
    )
    const asJson = await users(['list', '--format', 'json'])
    expect(JSON.parse(asJson.stdout)).toContainEqual({
      id: expect.any(String),
      email: 'never@example.com',
      role: 'admin',
      createdAt: expect.stringMatching(/Z$/),
      lastSignInAt: null,
    })
  })

  it('remove deletes the user and ends their sessions', async () => {
    const desk = await signedIn(api, 'sales', 'leaving@example.com')
    const result = await users(['remove', 'leaving@example.com'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).toContain('Removed leaving@example.com; ended 1 session.')
    expect((await currentUser(desk.headers.cookie)).statusCode).toBe(401)
    expect(await stored('leaving@example.com')).toEqual([])
    expect((await attempt('leaving@example.com', deskPassword)).statusCode).toBe(401)
    expect(await audit('user removed')).toContainEqual({
      actor_email: null,
      detail: 'removed the sales user leaving@example.com; ended 1 session',
    })
  })

  it('reset-password sets the new password and ends the existing sessions', async () => {
    const desk = await signedIn(api, 'sales', 'forgot@example.com')
    const newPassword = 'a brand new passphrase'
    const result = await users(
      ['reset-password', 'forgot@example.com'],
      `${newPassword}\n${newPassword}\n`,
    )
    expect(result.code, result.stderr).toBe(0)
    expect((await currentUser(desk.headers.cookie)).statusCode).toBe(401)
    const headers = { 'x-real-ip': newAddress() }
    expect((await attempt('forgot@example.com', deskPassword, headers)).statusCode).toBe(401)
    expect((await attempt('forgot@example.com', newPassword, headers)).statusCode).toBe(200)
    expect(await audit('password reset')).toContainEqual({
      actor_email: null,
      detail: 'reset the password of the sales user forgot@example.com; ended 1 session',
    })
  })

  it('reset-password with mismatching lines changes nothing', async () => {
    const desk = await signedIn(api, 'sales', 'keeps@example.com')
    const result = await users(
      ['reset-password', 'keeps@example.com'],
      'one password!\nanother one!\n',
    )
    expect(result.code).toBe(1)
    expect((await currentUser(desk.headers.cookie)).statusCode).toBe(200)
    expect((await attempt('keeps@example.com', deskPassword)).statusCode).toBe(200)
  })
})

describe('POST /api/admin/session', () => {
  it('answers the user and sets an HttpOnly, SameSite=Strict session cookie over HTTP', async () => {
    const user = await addDeskUser(api, { email: 'cookie@example.com', role: 'sales' })
    const response = await attempt('Cookie@Example.com ', deskPassword)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ user })
    expect(response.headers['cache-control']).toBe('no-store')
    const header = setCookie(response)
    expect(header).toMatch(/^desk_session=[\w-]{43}; /)
    const attributes = header.split('; ').slice(1).sort()
    expect(attributes).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict'])
    const [row] = await stored('cookie@example.com')
    expect(row?.last_sign_in_at).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(await audit('sign-in')).toContainEqual({
      actor_email: 'cookie@example.com',
      detail: 'signed in as sales',
    })
  })

  it('names the cookie __Host-desk_session and marks it Secure over HTTPS', async () => {
    await addDeskUser(api, { email: 'secure@example.com', role: 'sales' })
    const https = { 'x-forwarded-proto': 'https' }
    const response = await attempt('secure@example.com', deskPassword, https)
    expect(response.statusCode).toBe(200)
    const header = setCookie(response)
    expect(header).toMatch(/^__Host-desk_session=/)
    expect(header.split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      'Path=/',
      'SameSite=Strict',
      'Secure',
    ])
    const cookie = header.split(';')[0] ?? ''
    expect((await currentUser(cookie, https)).statusCode).toBe(200)
    // Over plain HTTP the browser would not send it, and the API does not read it.
    expect((await currentUser(cookie)).statusCode).toBe(401)
  })

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    await addDeskUser(api, { email: 'wrong@example.com', role: 'sales' })
    const headers = { 'x-real-ip': newAddress() }
    for (const [email, password] of [
      ['wrong@example.com', `${deskPassword}.`],
      ['unknown@example.com', deskPassword],
    ] as const) {
      const response = await attempt(email, password, headers)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        error: 'invalid_credentials',
        message: 'The e-mail or password is not right.',
      })
      expect(response.headers['set-cookie']).toBeUndefined()
    }
  })

  it.each([
    ['no body', undefined],
    ['an array', '[]'],
    ['no password', '{"email":"a@example.com"}'],
    ['a number as password', '{"email":"a@example.com","password":123456789012}'],
  ])('answers 400 to %s', async (_case, payload) => {
    const response = await api.post(deskApi.session, {
      ...(payload !== undefined && { payload, headers: json }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    })
  })

  it('starts a new session at each sign-in and ends the one the browser had', async () => {
    const first = await signedIn(api, 'sales', 'rotate@example.com')
    const second = await api.post(deskApi.session, {
      payload: { email: 'rotate@example.com', password: deskPassword },
      headers: { ...json, cookie: first.headers.cookie },
    })
    expect(second.statusCode).toBe(200)
    const cookie = setCookie(second).split(';')[0] ?? ''
    expect(cookie).not.toBe(first.sessionCookie)
    expect((await currentUser(first.sessionCookie)).statusCode).toBe(401)
    expect((await currentUser(cookie)).statusCode).toBe(200)
  })

  it('refuses a POST without the anti-forgery token, and one from another site', async () => {
    await addDeskUser(api, { email: 'forged@example.com', role: 'sales' })
    const payload = { email: 'forged@example.com', password: deskPassword }
    const noToken = await api.app.inject({
      method: 'POST',
      url: deskApi.session,
      payload,
    })
    expect(noToken.statusCode).toBe(403)
    const crossSite = await attempt('forged@example.com', deskPassword, {
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSite.statusCode).toBe(403)
    expect(crossSite.headers['set-cookie']).toBeUndefined()
  })
})

describe('GET /api/admin/session', () => {
  it('answers 401 without a cookie or with an unknown one', async () => {
    const none = await api.app.inject({ method: 'GET', url: deskApi.session })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({
      error: 'unauthorized',
      message: 'Sign in to use the sales desk.',
    })
    expect((await currentUser('desk_session=made-up')).statusCode).toBe(401)
  })

  it('ends a session idle for longer than 8 hours, and keeps one idle for less', async () => {
    const stale = await signedIn(api, 'sales', 'idle@example.com')
    const fresh = await signIn(api, 'idle@example.com')
    const idleFor = (desk: { sessionCookie: string }, ms: number) =>
      query(
        api,
        `UPDATE sessions SET last_seen_at = '${new Date(Date.now() - ms).toISOString()}'
         WHERE id_hash = '${hashSessionId(desk.sessionCookie.split('=')[1] ?? '')}'`,
      )
    await idleFor(stale, sessionIdleMs + 1000)
    await idleFor(fresh, sessionIdleMs - 60_000)
    expect((await currentUser(stale.sessionCookie)).statusCode).toBe(401)
    const answer = await currentUser(fresh.sessionCookie)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ user: stale.user })
    // The expired session is gone from the table, not just refused.
    expect(
      await query(
        api,
        `SELECT * FROM sessions WHERE id_hash = '${hashSessionId(stale.sessionCookie.split('=')[1] ?? '')}'`,
      ),
    ).toEqual([])
  })
})

describe('POST /api/admin/session/end', () => {
  it('ends the session and clears the cookie; answers 204 again once it is gone', async () => {
    const desk = await signedIn(api, 'sales', 'bye@example.com')
    const response = await api.post(deskApi.signOut, { headers: desk.headers })
    expect(response.statusCode).toBe(204)
    const header = setCookie(response)
    expect(header).toMatch(/^desk_session=; /)
    expect(header).toContain('Max-Age=0')
    for (const attribute of ['HttpOnly', 'Path=/', 'SameSite=Strict']) {
      expect(header).toContain(attribute)
    }
    expect((await currentUser(desk.headers.cookie)).statusCode).toBe(401)
    expect((await api.post(deskApi.signOut, { headers: desk.headers })).statusCode).toBe(204)
    expect((await api.post(deskApi.signOut)).statusCode).toBe(204)
    expect(await audit('sign-out')).toEqual([
      { actor_email: 'bye@example.com', detail: 'signed out' },
    ])
  })
})

describe('sign-in throttling', () => {
  const { failures } = signInThrottle

  it(`answers 429 to the attempt after ${failures} failures from one address, right password or not`, async () => {
    await addDeskUser(api, { email: 'target@example.com', role: 'sales' })
    await addDeskUser(api, { email: 'bystander@example.com', role: 'sales' })
    const from = { 'x-real-ip': newAddress() }
    for (let n = 1; n <= failures; n++) {
      // Different accounts: it is the address that is counted.
      const response = await attempt(`guess-${n}@example.com`, deskPassword, from)
      expect(response.statusCode).toBe(401)
    }
    const refused = await attempt('target@example.com', deskPassword, from)
    expect(refused.statusCode).toBe(429)
    const seconds = Number(refused.headers['retry-after'])
    expect(seconds).toBeGreaterThan(signInThrottle.windowMs / 1000 - 60)
    expect(seconds).toBeLessThanOrEqual(signInThrottle.windowMs / 1000)
    expect(refused.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many failed sign-ins. Try again in 15 minutes.',
      retryAfterSeconds: seconds,
    })
    expect(refused.headers['set-cookie']).toBeUndefined()
    // The same account from another address is not affected.
    expect(
      (await attempt('target@example.com', deskPassword, { 'x-real-ip': newAddress() })).statusCode,
    ).toBe(200)
    // Once the failures have left the window, the address may try again.
    await query(
      api,
      `UPDATE sign_in_failures SET at = '${new Date(Date.now() - signInThrottle.windowMs - 1000).toISOString()}'`,
    )
    expect((await attempt('bystander@example.com', deskPassword, from)).statusCode).toBe(200)
    expect(await query(api, 'SELECT * FROM sign_in_failures')).toEqual([])
  })

  it(`answers 429 to an account after ${failures} failures from different addresses`, async () => {
    await addDeskUser(api, { email: 'popular@example.com', role: 'sales' })
    await addDeskUser(api, { email: 'neighbour@example.com', role: 'sales' })
    const used: string[] = []
    for (let n = 1; n <= failures; n++) {
      const address = newAddress()
      used.push(address)
      const response = await attempt('popular@example.com', `guess number ${n}`, {
        'x-real-ip': address,
      })
      expect(response.statusCode).toBe(401)
    }
    const refused = await attempt('popular@example.com', deskPassword, {
      'x-real-ip': newAddress(),
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toMatch(/^\d+$/)
    // Retry-After: until the oldest counted failure leaves the window (here 5 minutes away).
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString()
    await query(
      api,
      `UPDATE sign_in_failures SET at = '${tenMinutesAgo}' WHERE email = 'popular@example.com'`,
    )
    const later = await attempt('popular@example.com', deskPassword, { 'x-real-ip': newAddress() })
    expect(later.statusCode).toBe(429)
    expect(Number(later.headers['retry-after'])).toBeGreaterThanOrEqual(295)
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(300)
    expect(later.json()).toMatchObject({
      message: 'Too many failed sign-ins. Try again in 5 minutes.',
    })
    // Those addresses have one failure each: another account signs in from them.
    expect(
      (await attempt('neighbour@example.com', deskPassword, { 'x-real-ip': used[0] ?? '' }))
        .statusCode,
    ).toBe(200)
    expect(await audit('sign-in throttled')).toContainEqual({
      actor_email: null,
      detail: `${failures} failed sign-ins for popular@example.com in 15 minutes: its sign-ins are paused`,
    })
  })

  it('lets the last allowed attempt through, and a success does not reset the address', async () => {
    await addDeskUser(api, { email: 'almost@example.com', role: 'sales' })
    await addDeskUser(api, { email: 'other@example.com', role: 'sales' })
    const from = { 'x-real-ip': newAddress() }
    for (let n = 1; n < failures; n++) {
      expect((await attempt('other@example.com', `wrong guess ${n}`, from)).statusCode).toBe(401)
    }
    // The tenth attempt is still looked at; this one is right.
    expect((await attempt('almost@example.com', deskPassword, from)).statusCode).toBe(200)
    expect((await attempt('other@example.com', 'the tenth wrong one', from)).statusCode).toBe(401)
    expect((await attempt('almost@example.com', deskPassword, from)).statusCode).toBe(429)
  })

  it('clears the account’s own failures when its password is given', async () => {
    await addDeskUser(api, { email: 'typo@example.com', role: 'sales' })
    for (let n = 1; n < failures; n++) {
      const response = await attempt('typo@example.com', `typo ${n}`, { 'x-real-ip': newAddress() })
      expect(response.statusCode).toBe(401)
    }
    expect(
      (await attempt('typo@example.com', deskPassword, { 'x-real-ip': newAddress() })).statusCode,
    ).toBe(200)
    for (let n = 1; n < failures; n++) {
      const response = await attempt('typo@example.com', `typo ${n}`, { 'x-real-ip': newAddress() })
      expect(response.statusCode).toBe(401)
    }
    expect(
      (await attempt('typo@example.com', deskPassword, { 'x-real-ip': newAddress() })).statusCode,
    ).toBe(200)
  })
})
