import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumFlags, testChromiumPath } from './scripts/lib/chromium.ts'

/**
 * A free loopback port, chosen once by the main process and inherited by the workers through
 * E2E_PORT: a server left over from another run can never answer in place of ours.
 */
function freePort(): string {
  const probe =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => {" +
    ' console.log(s.address().port); s.close() })'
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim()
}

process.env.E2E_PORT ??= freePort()
process.env.E2E_API_PORT ??= freePort()
// The API's storage for this run; tests read the stored leads back with the export command.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-data-'))
// A second server for the sales desk's test on PostgreSQL (tests/e2e/support/serve-postgres.ts).
process.env.E2E_PG_PORT ??= freePort()
process.env.E2E_PG_API_PORT ??= freePort()
process.env.E2E_PG_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-pg-'))
process.env.E2E_PG_URL_FILE ??= join(process.env.E2E_PG_DATA_DIR, 'database-url')
const port = Number(process.env.E2E_PORT)
const postgresPort = Number(process.env.E2E_PG_PORT)

/** What both servers share: every test submits from 127.0.0.1 (the rate limits have their own tests in tests/api). */
const serverEnv = {
  NGINX_API_RATE: '6000r/m',
  RATE_LIMIT_MAX: '10000',
}

/**
 * How Playwright stops each server at the end: SIGTERM to its process group, as a supervisor
 * would, so serve.sh and serve-postgres.ts stop what they started (without it: SIGKILL).
 */
const gracefulShutdown = { signal: 'SIGTERM' as const, timeout: 20_000 }

/**
 * End-to-end tests in Debian's headless Chromium against the built site served by our real nginx
 * configuration and the lead API (scripts/serve.sh), exactly as `npm start` and the Docker
 * image serve it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // CI's machine may be busy (load averages of 12 on 2 cores): a test waits longer for the state
  // it needs rather than fail on Playwright's 30 s and 5 s defaults, which only a quiet run keeps.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test about a quarter of its time (screencast frames and DOM
    // snapshots), and CI's clone is not kept for anyone to open one: traces are local only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      // 1024 px is still the mobile layout, on the widest screen that gets it: what depends on
      // the width is checked here too. Forms, the desk, search, the CMS, themes, hydration and
      // deploys work the same at every width and are checked at 1280 and 375 px only, which
      // keeps CI's e2e run well inside its limit on a busy 2-core machine.
      name: 'tablet',
      testMatch: [
        'accessibility.spec.ts',
        'deferred-parts.spec.ts',
        'first-paint.spec.ts',
        'layout-shift.spec.ts',
        'scroll.spec.ts',
        'shell-*.spec.ts',
        'visuals.spec.ts',
      ],
      use: { viewport: { width: 1024, height: 768 }, hasTouch: true },
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
    {
      // The sales desk once more, with its leads, users and sessions in PostgreSQL.
      name: 'desk-postgres',
      testMatch: 'desk.spec.ts',
      use: { viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${postgresPort}` },
    },
  ],
  webServer: [
    {
      // The same command as `npm start` and the Docker image: the API and nginx together.
      command: 'bash scripts/serve.sh',
      env: {
        PORT: String(port),
        API_PORT: process.env.E2E_API_PORT,
        DATA_DIR: process.env.E2E_DATA_DIR,
        ...serverEnv,
      },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node_modules/.bin/node tests/e2e/support/serve-postgres.ts',
      env: {
        PORT: String(postgresPort),
        API_PORT: process.env.E2E_PG_API_PORT,
        DATA_DIR: process.env.E2E_PG_DATA_DIR,
        E2E_PG_URL_FILE: process.env.E2E_PG_URL_FILE,
        ...serverEnv,
      },
      url: `http://127.0.0.1:${postgresPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
