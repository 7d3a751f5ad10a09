import { loadEnv } from 'vite'
import { defineConfig } from 'vitest/config'
import { graphicsPlugin } from './scripts/lib/graphics.ts'
import { createSiteConfig } from './src/config/site-config.ts'

export default defineConfig({
  // Components import virtual:graphics (the icon and logo sprites).
  plugins: [graphicsPlugin()],
  // The same site configuration as the build (vite.config.ts), from the same SITE_* variables.
  define: {
    __SITE_CONFIG__: JSON.stringify(
      createSiteConfig(loadEnv('production', process.cwd(), 'SITE_')),
    ),
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine. The API
    // and build tests mostly wait on child processes, sockets and fsync, so two files at a time
    // keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts', 'tests/nginx/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Builds and runs the image (scripts/test.sh runs it when a Docker engine answers).
          name: 'docker',
          include: ['tests/docker/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 900_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Real processes, an SMTP server and fsync'd writes on a loaded 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // npm run dev started for real (tests/dev): the Vite dev server and the API, twice.
          name: 'dev',
          include: ['tests/dev/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The same tests on PostgreSQL: a server of the run's own (tests/support/postgres.ts),
          // and per test a fresh copy of one database the API's migrations set up.
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/postgres-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
