import { execFileSync } from 'node:child_process'
import { defineConfig } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './scripts/lib/chromium.ts'

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
const port = Number(process.env.E2E_PORT)

/**
 * End-to-end tests in Debian's Chromium against the built site served by our real nginx
 * configuration (nginx/start.sh), exactly as `npm start` and the Docker image serve it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // SPEC §9: 1024 px is still the mobile layout.
    { name: 'tablet', use: { viewport: { width: 1024, height: 768 }, hasTouch: true } },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'bash nginx/start.sh',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
