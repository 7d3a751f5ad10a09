import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { minimumFillMs } from '../../../src/forms/fields.ts'

export interface StoredLead {
  id: string
  kind: 'contact' | 'application'
  email?: string
  name?: string
  cvName?: string
  [field: string]: unknown
}

/**
 * The environment that points the operators' command (server/cli.ts) at the database of the
 * server a test talks to: the SQLite DATA_DIR of the main web server, or the PostgreSQL of the
 * `desk-postgres` project's server (tests/e2e/support/serve-postgres.ts).
 */
function databaseEnv(engine: 'sqlite' | 'postgres'): Record<string, string> {
  if (engine === 'postgres') {
    const file = process.env.E2E_PG_URL_FILE
    if (!file) throw new Error('E2E_PG_URL_FILE is not set (playwright.config.ts sets it)')
    return { DATABASE_URL: readFileSync(file, 'utf8').trim() }
  }
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)')
  return { DATA_DIR: dataDir }
}

/** Runs `npm run leads -- <args>` against the test's database; `input` goes to its stdin. */
export function leadsCli(
  args: string[],
  options: { engine?: 'sqlite' | 'postgres'; input?: string } = {},
): string {
  const root = join(import.meta.dirname, '..', '..', '..')
  return execFileSync(
    join(root, 'node_modules', '.bin', 'node'),
    [join(root, 'server', 'cli.ts'), ...args],
    {
      cwd: root,
      env: { ...process.env, ...databaseEnv(options.engine ?? 'sqlite') },
      encoding: 'utf8',
      input: options.input ?? '',
      stdio: 'pipe',
    },
  )
}

/** Every lead the API of this run stored, read with the operators' export command. */
export function exportedLeads(engine: 'sqlite' | 'postgres' = 'sqlite'): StoredLead[] {
  return JSON.parse(leadsCli(['export', '--format', 'json'], { engine })) as StoredLead[]
}

/** An address no other test uses, to find this test's lead in the export. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`

/** A minimal valid PDF: a CV as small as a test needs. */
export const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/** Fills in the enquiry form (/contactus) as a visitor would. */
export async function fillContact(page: Page, email: string) {
  await page.getByLabel('Your name').fill('Asha Patel')
  await page.getByLabel('Work e-mail').fill(email)
  await page.getByLabel('Phone (optional)').fill('+44 20 7946 0958')
  await page.getByLabel('Company (optional)').fill('Northwind Logistics')
  await page.getByLabel('What can we help with?').selectOption('erp-solutions')
  await page.getByLabel('Budget (optional)').selectOption('25k-50k')
  await page
    .getByLabel('Your message')
    .fill('We need an ERP for 12 warehouses, integrated with our accounting system, by June.')
}

/**
 * Waits as long as a person takes to fill a form in: the API refuses a form sent sooner than
 * `minimumFillMs` after the page showed it (the form notes that moment once it has hydrated).
 * The wait is the rule under test, not a guess at when the page is ready, so it is a duration.
 */
export async function takeAsLongAsAPerson(page: Page): Promise<void> {
  await page.waitForTimeout(minimumFillMs + 100)
}
