import { afterEach, describe, expect, it } from 'vitest'
import { exportLeads } from '../../server/desk/export.ts'
import { openDatabase } from '../../server/database/storage.ts'
import { createTestStore, engine, query, type TestStore } from './support/database.ts'

/**
 * The migration 2026-11-25-lead-forms on both engines: which form sent each lead stored before
 * it (migration.test.ts runs a whole DATA_DIR of an older release, on SQLite).
 */
describe(`a database of the release before the estimator (${engine})`, () => {
  let store: TestStore | undefined
  afterEach(async () => {
    await store?.drop()
    store = undefined
  })

  /** Leads as that release stored them: no `form` column yet. */
  async function previousRelease(): Promise<TestStore> {
    const created = await createTestStore()
    const database = await openDatabase(created)
    await database.close()
    // That release had neither this migration nor any after it.
    await query(
      created,
      `DELETE FROM kysely_migration
       WHERE name IN ('2026-11-25-lead-forms', '2026-11-26-call-requests', '2026-11-30-lead-language')`,
    )
    await query(created, 'ALTER TABLE leads DROP COLUMN form')
    await query(created, 'ALTER TABLE leads DROP COLUMN call_at')
    await query(created, 'ALTER TABLE leads DROP COLUMN language')
    await query(created, 'ALTER TABLE outbox DROP COLUMN message')
    for (const [n, kind] of ['contact', 'application'].entries()) {
      await query(
        created,
        `INSERT INTO leads (id, kind, created_at, data)
         VALUES ('7d1c7a55-0000-4000-8000-00000000000${n}', '${kind}',
                 '2026-11-24T10:00:0${n}.000Z', '{"name":"Old ${kind}"}')`,
      )
    }
    return created
  }

  it('gives its enquiries form enquiry and its applications form application', async () => {
    store = await previousRelease()
    const database = await openDatabase(store)
    await database.close()
    expect(await query(store, 'SELECT kind, form FROM leads ORDER BY created_at')).toEqual([
      { kind: 'contact', form: 'enquiry' },
      { kind: 'application', form: 'application' },
    ])
  })

  it('lists an application an API of that release stores after the migration as an application', async () => {
    store = await previousRelease()
    const database = await openDatabase(store)
    try {
      // Replicas updated in turn: the old API's INSERT names no form and gets the default.
      await query(
        store,
        `INSERT INTO leads (id, kind, created_at, data)
         VALUES ('7d1c7a55-0000-4000-8000-000000000003', 'application', '2026-11-25T10:00:00.000Z', '{}')`,
      )
      expect(
        await query(
          store,
          `SELECT form FROM leads WHERE id = '7d1c7a55-0000-4000-8000-000000000003'`,
        ),
      ).toEqual([{ form: 'enquiry' }])
      const kinds = async (kind?: 'contact' | 'application') =>
        (await exportLeads(database, undefined, kind ? { kind } : {})).map((lead) => lead.kind)
      expect(await kinds()).toEqual(['contact', 'application', 'application'])
      expect(await kinds('contact')).toEqual(['contact'])
      expect(await kinds('application')).toEqual(['application', 'application'])
    } finally {
      await database.close()
    }
  })
})
