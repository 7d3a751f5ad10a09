import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

export interface StoredLead {
  id: string
  kind: 'contact' | 'application'
  email?: string
  name?: string
  cvName?: string
  [field: string]: unknown
}

/** Every lead the API of this run stored, read with the operators' export command. */
export function exportedLeads(): StoredLead[] {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)')
  const root = join(import.meta.dirname, '..', '..', '..')
  const output = execFileSync(
    join(root, 'node_modules', '.bin', 'node'),
    [join(root, 'server', 'cli.ts'), 'export', '--format', 'json'],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  )
  return JSON.parse(output) as StoredLead[]
}

/** An address no other test uses, to find this test's lead in the export. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`

/** A minimal valid PDF: a CV as small as a test needs. */
export const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
