import { afterEach, describe, expect, it } from 'vitest'
import { exportLeads } from '../../server/desk/export.ts'
import { openDatabase } from '../../server/database/storage.ts'
import { createTestStore, engine, query, type TestStore } from './support/database.ts'

/**
 * The migration 2026-11-30-lead-language on both engines: the leads stored before it were sent
 * from English pages, the only ones the site had (migration.test.ts runs a whole DATA_DIR of an
 * older release, on SQLite).
 */
describe(`a database of the release before the translated pages (${engine})`, () => {
  let store: TestStore | undefined
  afterEach(async () => {
    await store?.drop()
    store = undefined
  })

  const leadId = (n: number) => `5e7a9c11-0000-4000-8000-00000000000${n}`

  /** Leads as that release stored them: no `language` column yet. */
  async function previousRelease(): Promise<TestStore> {
    const created = await createTestStore()
    const database = await openDatabase(created)
    await database.close()
    await query(created, `DELETE FROM kysely_migration WHERE name = '2026-11-30-lead-language'`)
    await query(created, 'ALTER TABLE leads DROP COLUMN language')
    for (const [n, [kind, form]] of [
      ['contact', 'enquiry'],
      ['contact', 'estimate'],
      ['application', 'application'],
    ].entries()) {
      await query(
        created,
        `INSERT INTO leads (id, kind, form, created_at, data)
         VALUES ('${leadId(n)}', '${kind}', '${form}', '2026-11-29T10:00:0${n}.000Z', '{}')`,
      )
    }
    return created
  }

  it('gives every lead stored before it the language English', async () => {
    store = await previousRelease()
    const database = await openDatabase(store)
    try {
      expect(await query(store, 'SELECT id, language FROM leads ORDER BY created_at')).toEqual([
        { id: leadId(0), language: 'en' },
        { id: leadId(1), language: 'en' },
        { id: leadId(2), language: 'en' },
      ])
      const exported = await exportLeads(database)
      expect(exported.map((lead) => lead.language)).toEqual(['en', 'en', 'en'])
      expect(await exportLeads(database, undefined, { language: 'en' })).toHaveLength(3)
    } finally {
      await database.close()
    }
  })

  it('gives a lead an API of that release stores after the migration the language English', async () => {
    store = await previousRelease()
    const database = await openDatabase(store)
    await database.close()
    // Replicas updated in turn: the old API's INSERT names no language and gets the default.
    await query(
      store,
      `INSERT INTO leads (id, kind, created_at, data)
       VALUES ('${leadId(3)}', 'contact', '2026-11-30T10:00:00.000Z', '{}')`,
    )
    expect(await query(store, `SELECT language FROM leads WHERE id = '${leadId(3)}'`)).toEqual([
      { language: 'en' },
    ])
  })
})
