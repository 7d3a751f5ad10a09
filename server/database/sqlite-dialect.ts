import type Database from 'better-sqlite3'
import { CompiledQuery, SqliteAdapter, SqliteDialect, SqliteDriver } from 'kysely'
import type { DatabaseConnection, Driver } from 'kysely'

/**
 * Every transaction starts with BEGIN IMMEDIATE: it takes SQLite's write lock up front, so a
 * check-then-write (idempotency keys, outbox claims, a migration) cannot interleave with
 * another process on the same file (the CLI, a second API). A deferred BEGIN could fail with
 * SQLITE_BUSY when it upgrades to a write lock instead of waiting for the busy timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #sqlite: Database.Database
  constructor(sqlite: Database.Database) {
    super({ database: sqlite })
    this.#sqlite = sqlite
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
  /**
   * SQLite rolls a transaction back by itself when a write or COMMIT fails with SQLITE_FULL or
   * an I/O error; Kysely's ROLLBACK would then fail ("no transaction is active") and replace
   * that error, which says the disk is full (503), with one that looks like our fault (500).
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#sqlite.inTransaction) await super.rollbackTransaction(connection)
  }
}

/** SQLite's DDL is transactional: a migration commits whole or not at all. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true
  }
}

export class LeadSqliteDialect extends SqliteDialect {
  readonly #sqlite: Database.Database
  constructor(config: { database: Database.Database }) {
    super(config)
    this.#sqlite = config.database
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#sqlite)
  }
  override createAdapter(): SqliteAdapter {
    return new TransactionalSqliteAdapter()
  }
}
