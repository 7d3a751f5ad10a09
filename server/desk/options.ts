import type { Config } from '../config.ts'
import type { LeadDatabase } from '../database/storage.ts'

/** What the desk's routes are given: registerDesk (index.ts) passes it to each of them. */
export interface DeskOptions {
  database: LeadDatabase
  config: Config
}
