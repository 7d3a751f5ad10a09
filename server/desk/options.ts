import type { CallHours } from '../../src/calls/hours-schema.ts'
import type { EstimatorRates } from '../../src/estimate/rates-schema.ts'
import type { Config } from '../shared/config.ts'
import type { LeadDatabase } from '../database/storage.ts'

/** What the desk's routes are given: registerDesk (index.ts) passes it to each of them. */
export interface DeskOptions {
  database: LeadDatabase
  config: Config
  /** The estimator's rates the API read at start-up: an estimate request's answers by name. */
  estimator: EstimatorRates
  /** The working hours for calls: a call request's slots in the company's time zone. */
  callHours: CallHours
}
