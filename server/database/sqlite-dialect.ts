import { CompiledQuery, SqliteAdapter, SqliteDialect, SqliteDriver } from 'kysely'
import type { DatabaseConnection, Driver } from 'kysely'

/**
 * Every transaction starts with BEGIN IMMEDIATE: it takes SQLite's write lock up front, so a
 * check-then-write (idempotency keys, outbox claims, a migration) cannot interleave with
 * another process on the same file (the CLI, a second API). A deferred BEGIN could fail with
 * SQLITE_BUSY when it upgrades to a write lock instead of waiting for the busy timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

/** SQLite's DDL is transactional: a migration commits whole or not at all. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true
  }
}

export class LeadSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0]
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config)
    this.#config = config
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config)
  }
  override createAdapter(): SqliteAdapter {
    return new TransactionalSqliteAdapter()
  }
}
