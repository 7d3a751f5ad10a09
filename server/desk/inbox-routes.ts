import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { deskApi, type DeskUser } from '../../src/admin/contract.ts'
import { readLabels } from '../delivery/labels.ts'
import { exportLeads, toCsv } from './export.ts'
import { listAudit, recordAudit } from './audit.ts'
import { sendCv } from '../shared/attachment.ts'
import { describeCounts } from './delete-leads.ts'
import { erase, normalizeAddress, previewErasure } from './erasure.ts'
import type { DeskOptions } from './options.ts'
import { itemDetail, listInbox } from './inbox.ts'
import { describeFilters, parseInboxFilters, parsePage } from './inbox-filters.ts'
import { bookCall, parseBookCall } from './book-call.ts'
import { changeItem, parseItemChange } from './item-change.ts'
import { requireUser } from './require-user.ts'
import { startRetention } from './retention.ts'

const invalid = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ error: 'invalid', message })
const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .send({ error: 'not_found', message: 'There is no enquiry or application with this id.' })

/** requireUser has run: the user is there. */
const userOf = (request: FastifyRequest): DeskUser => request.deskUser as DeskUser

type WithId = { Params: { id: string } }

/** An e-mail address from a JSON body, or undefined when there is none worth looking up. */
function addressIn(body: unknown, field: string): string | undefined {
  const value = (body as Record<string, unknown> | null)?.[field]
  if (typeof value !== 'string') return undefined
  const address = normalizeAddress(value)
  return address.includes('@') && address.length <= 254 ? address : undefined
}

/**
 * The inbox (list, detail, changes, CV, CSV export), the users and audit lists, and erasure;
 * also starts the daily retention job of this process.
 */
export function inboxRoutes(app: FastifyInstance, options: DeskOptions) {
  const { database, config, estimator, callHours } = options
  const { db } = database
  const signedIn = { preHandler: requireUser(db) }
  const adminOnly = { preHandler: requireUser(db, 'admin') }
  // Job titles are read from the careers content on each request, as applications read them.
  const labels = () => readLabels(config.jobsDir, estimator, callHours)

  app.get(deskApi.items, signedIn, async (request, reply) => {
    const parsed = parseInboxFilters(request.query as Record<string, unknown>)
    if ('error' in parsed) return invalid(reply, parsed.error)
    return listInbox(db, parsed.filters, await labels())
  })

  app.get<WithId>(`${deskApi.items}/:id`, signedIn, async (request, reply) => {
    const detail = await itemDetail(db, request.params.id, await labels())
    return detail ?? notFound(reply)
  })

  app.post<WithId>(`${deskApi.items}/:id`, signedIn, async (request, reply) => {
    const parsed = parseItemChange(request.body)
    if ('error' in parsed) return invalid(reply, parsed.error)
    const { id } = request.params
    const result = await changeItem(database, id, parsed.change, userOf(request))
    if (result === 'not_found') return notFound(reply)
    if (typeof result === 'object') return invalid(reply, result.error)
    return (await itemDetail(db, id, await labels())) ?? notFound(reply)
  })

  app.post<WithId>(`${deskApi.items}/:id/call`, signedIn, async (request, reply) => {
    const parsed = parseBookCall(request.body)
    if ('error' in parsed) return invalid(reply, parsed.error)
    const { id } = request.params
    const result = await bookCall(database, {
      id,
      slot: parsed.slot,
      actor: userOf(request),
      mailOn: config.mail !== undefined,
      hours: callHours,
    })
    if (result === 'not_found') return notFound(reply)
    if (typeof result === 'object') return invalid(reply, result.error)
    return (await itemDetail(db, id, await labels())) ?? notFound(reply)
  })

  app.get<WithId>(`${deskApi.items}/:id/cv`, signedIn, async (request, reply) => {
    const { id } = request.params
    const lead = await db
      .selectFrom('leads')
      .select(['cv_name', 'cv_type', 'cv_content'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!lead) return notFound(reply)
    if (!lead.cv_content) {
      return reply.code(404).send({ error: 'not_found', message: 'This item has no CV.' })
    }
    await recordAudit(db, {
      actor: userOf(request),
      action: 'cv download',
      itemId: id,
      detail: 'CV downloaded',
    })
    return sendCv(reply, { name: lead.cv_name, type: lead.cv_type, content: lead.cv_content })
  })

  app.get(deskApi.export, signedIn, async (request, reply) => {
    const parsed = parseInboxFilters(request.query as Record<string, unknown>)
    if ('error' in parsed) return invalid(reply, parsed.error)
    // Every match: the export has no pages.
    const filters = { ...parsed.filters, page: undefined }
    const leads = await exportLeads(database, undefined, filters)
    await recordAudit(db, {
      actor: userOf(request),
      action: 'export',
      detail: `${leads.length} ${leads.length === 1 ? 'row' : 'rows'}; ${describeFilters(filters)}`,
    })
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(toCsv(leads, await labels()))
  })

  app.get(deskApi.users, signedIn, async () => {
    const users = await db
      .selectFrom('users')
      .select(['id', 'email', 'role'])
      .orderBy('email')
      .execute()
    return { users }
  })

  app.get(deskApi.audit, adminOnly, async (request, reply) => {
    const page = parsePage((request.query as Record<string, unknown>).page)
    if (page === undefined) return invalid(reply, 'page must be a whole number from 1.')
    return listAudit(db, page)
  })

  app.post(deskApi.erasurePreview, adminOnly, async (request, reply) => {
    const email = addressIn(request.body, 'email')
    if (!email) return invalid(reply, 'email must be the e-mail address to look for.')
    return previewErasure(db, email)
  })

  app.post(deskApi.erasure, adminOnly, async (request, reply) => {
    const email = addressIn(request.body, 'email')
    if (!email) return invalid(reply, 'email must be the e-mail address to erase.')
    if (addressIn(request.body, 'confirm') !== email) {
      return invalid(reply, 'confirm must repeat the e-mail address: nothing was erased.')
    }
    const counts = await erase(db, email, userOf(request))
    request.log.info({ erased: describeCounts(counts) }, 'erasure')
    return counts
  })

  let retention: ReturnType<typeof startRetention> | undefined
  app.addHook('onReady', async () => {
    retention = startRetention({ database, retention: config.retention, log: app.log })
  })
  // preClose: before app.ts's onClose closes the database under a run in progress.
  app.addHook('preClose', async () => {
    await retention?.stop()
  })
}
