import type { LeadDatabase } from '../database/storage.ts'
import { describeCounts } from './delete-leads.ts'
import { runRetention, type Retention } from './retention.ts'

/** `leads retention run`: one retention run now, as the API runs it daily; returns its report. */
export async function runRetentionCommand(
  database: LeadDatabase,
  retention: Retention,
): Promise<string> {
  const result = await runRetention(database, retention)
  if (result.skipped) return 'Another process is running retention just now: nothing was deleted.\n'
  return `Deleted ${describeCounts(result)} (enquiries older than ${retention.contactDays} days, applications older than ${retention.applicationDays} days, or ${retention.keptApplicationDays} days when the CV was kept for future openings).\n`
}
