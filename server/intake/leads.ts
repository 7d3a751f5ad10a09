import { createHash, randomUUID } from 'node:crypto'
import type { Attribution } from '../../src/admin/contract.ts'
import type { Language } from '../../src/i18n/locales.ts'
import { noAttribution } from './attribution.ts'
import type { FormAndKind } from '../database/lead-forms.ts'
import { keepsCv, searchableFields } from '../database/lead-fields.ts'
import { outboxBacklog } from '../delivery/outbox-state.ts'
import type { LeadDatabase } from '../database/storage.ts'

/** A CV as received and checked: `type` is the verified MIME type, `name` the visitor's. */
export interface NewCv {
  name: string
  type: string
  content: Uint8Array
}

/** `form`: which form sent it, with the `kind` that form is stored as (database/lead-forms.ts). */
export type NewLead = FormAndKind & {
  /** The validated form fields, without the honeypot. */
  data: Record<string, unknown>
  idempotencyKey: string | undefined
  cv?: NewCv
  /** Where the visit came from; not part of the request digest (the same enquiry is the same lead). */
  attribution?: Attribution
  /**
   * The language of the page that sent it (intake/language.ts); English when not given. Not
   * part of the request digest either: leads stored before it have digests without it.
   */
  language?: Language
}

/**
 * `duplicate`: the idempotency key was seen before with the same request; `id` is the first
 * request's lead. `keyReused`: the key was seen with a different request; nothing was stored.
 */
export type SavedLead =
  | { id: string; duplicate: boolean; keyReused?: undefined }
  | { keyReused: true; id?: undefined; duplicate?: undefined }

/** Stored with a lead but not sent by the visitor: left out of the request digest. */
const notAsked = new Set([
  // When the form was first shown: it times the visitor for the bot check and says nothing
  // about the enquiry.
  'startedAt',
  // The estimate the API computed from the answers (routes/estimate.ts): a retry after the
  // rates changed is still the same request.
  'estimate',
])

/** What a request asked to store, as a digest: its kind, fields and CV. */
export function requestDigest(lead: Pick<NewLead, 'kind' | 'data' | 'cv'>): string {
  const fields = Object.fromEntries(
    Object.entries(lead.data)
      .filter(([field]) => !notAsked.has(field))
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  const hash = createHash('sha256').update(JSON.stringify([lead.kind, fields]))
  if (lead.cv) {
    hash.update(JSON.stringify([lead.cv.name, lead.cv.type])).update(lead.cv.content)
  }
  return hash.digest('hex')
}

function attributionColumns(attribution: Attribution) {
  return {
    source_page: attribution.page,
    referrer_origin: attribution.referrer,
    landing_page: attribution.landingPage,
    utm_source: attribution.utmSource,
    utm_medium: attribution.utmMedium,
    utm_campaign: attribution.utmCampaign,
  }
}

/** A replayed key: the first lead when the request is the same, refused when it differs. */
function answerReplay(
  stored: { id: string; request_digest: string | null },
  digest: string,
): SavedLead {
  // Leads of earlier releases have no digest: their replays are answered as before.
  if (stored.request_digest !== null && stored.request_digest !== digest) return { keyReused: true }
  return { id: stored.id, duplicate: true }
}

/** Which outbox channels a new lead gets a row in: the sales e-mail, the CRM webhook. */
export interface LeadStoreOptions {
  mail: boolean
  webhook: boolean
}

export function createLeadStore(database: LeadDatabase, options: LeadStoreOptions) {
  const { db } = database

  /** The lead stored under `key`, as `save` would answer a replay of `lead` with it. */
  async function replayOf(
    key: string | undefined,
    lead: Pick<NewLead, 'kind' | 'data' | 'cv'>,
  ): Promise<SavedLead | undefined> {
    if (key === undefined) return undefined
    const row = await db
      .selectFrom('leads')
      .select(['id', 'request_digest'])
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
    return row && answerReplay(row, requestDigest(lead))
  }

  /**
   * Stores the lead, its CV and one outbox row per channel that is on, in one transaction: no
   * replica ever sees one without the others. Returns after COMMIT, so the caller can answer
   * 2xx knowing the lead is stored.
   *
   * The same Idempotency-Key on two replicas at once: the unique index makes the second INSERT
   * wait for the first transaction and then do nothing, and the first lead's id is returned.
   */
  async function save(lead: NewLead): Promise<SavedLead> {
    const digest = requestDigest(lead)
    return db.transaction().execute(async (trx) => {
      const id = randomUUID()
      const now = new Date().toISOString()
      const { cv } = lead
      const inserted = await trx
        .insertInto('leads')
        .values({
          id,
          kind: lead.kind,
          form: lead.form,
          created_at: now,
          idempotency_key: lead.idempotencyKey ?? null,
          data: JSON.stringify(lead.data),
          cv_file: null,
          cv_name: cv?.name ?? null,
          cv_type: cv?.type ?? null,
          cv_bytes: cv?.content.length ?? null,
          cv_content: cv?.content ?? null,
          request_digest: digest,
          keep_cv: keepsCv(lead.kind, lead.data),
          ...searchableFields(lead.kind, lead.data),
          ...attributionColumns(lead.attribution ?? noAttribution),
          language: lead.language ?? 'en',
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!inserted) {
        const existing = await trx
          .selectFrom('leads')
          .select(['id', 'request_digest'])
          .where('idempotency_key', '=', lead.idempotencyKey ?? null)
          .executeTakeFirstOrThrow()
        return answerReplay(existing, digest)
      }
      const channels = (['mail', 'webhook'] as const).filter((channel) => options[channel])
      if (channels.length > 0) {
        await trx
          .insertInto('outbox')
          .values(
            channels.map((channel) => ({
              lead_id: id,
              channel,
              created_at: now,
              next_attempt_at: now,
            })),
          )
          .execute()
      }
      return { id, duplicate: false }
    })
  }

  return {
    replayOf,
    save,
    /** Notifications still to send and the age of the oldest (metrics). */
    outboxBacklog: () => outboxBacklog(database),
  }
}

export type LeadStore = ReturnType<typeof createLeadStore>
