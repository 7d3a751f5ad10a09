import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FieldErrors } from '../../src/forms/fields.ts'
import { escapeHtml } from '../shared/html.ts'
import { formMediaType, mediaType } from './media.ts'

/**
 * A form sent without JavaScript: `<form method="post">` posts its fields as
 * application/x-www-form-urlencoded and shows whatever the API answers as a page. The
 * estimator works this way too (routes/estimate.ts); these read its body and answer its
 * errors as HTML.
 */

export interface ReceivedForm {
  fields: Record<string, unknown>
  /** A field that takes one value, sent more than once. */
  problems: FieldErrors
}

/**
 * The fields of a urlencoded body. A group of checkboxes sends its name once per ticked box
 * (`platforms=web&platforms=ios`) and not at all when none is ticked: each of `lists` is an
 * array, empty when absent. Digits in `startedAt` are the number the JSON form sends.
 */
export function readPlainForm(body: string, lists: readonly string[]): ReceivedForm {
  const params = new URLSearchParams(body)
  const fields: Record<string, unknown> = Object.fromEntries(lists.map((name) => [name, []]))
  const problems: FieldErrors = {}
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name)
    if (lists.includes(name)) fields[name] = values
    else if (values.length > 1) problems[name] = 'Send this field once.'
    else fields[name] = values[0]
  }
  if (typeof fields.startedAt === 'string' && /^\d{1,16}$/.test(fields.startedAt)) {
    fields.startedAt = Number(fields.startedAt)
  }
  return { fields, problems }
}

/** What went wrong, in the visitor's words, from the JSON answer the API gives a script. */
function problemsIn(payload: unknown, labels: Readonly<Record<string, string>>): string[] {
  let answer: { fields?: FieldErrors; message?: string; retryAfterSeconds?: number } = {}
  try {
    answer = JSON.parse(String(payload)) as typeof answer
  } catch {
    // Not one of our JSON answers: the generic message below.
  }
  if (answer.fields) {
    // Each message after the label the form shows; a field the form does not have (sent by
    // something else) by its name, and `form` (the whole request) by none.
    return Object.entries(answer.fields).map(([field, message]) => {
      const label = Object.hasOwn(labels, field) ? labels[field] : field
      return field === 'form' ? message : `${label}: ${message}`
    })
  }
  if (answer.retryAfterSeconds) {
    const minutes = Math.ceil(answer.retryAfterSeconds / 60)
    return [
      `This form was sent many times from your address in a short while. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    ]
  }
  return [answer.message ?? 'Something went wrong on our side. Please try again in a few minutes.']
}

/**
 * A page of its own: no script, no style sheet, no image, so it shows the same under the
 * site's Content-Security-Policy and without the site's assets. Every value is escaped.
 */
export function notSentPage(options: {
  heading: string
  problems: readonly string[]
  back: { href: string; text: string }
}): string {
  const { heading, problems, back } = options
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<ul>
${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('\n')}
</ul>
<p>Your browser's Back button takes you to your answers as you left them.</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>
</main>
</body>
</html>
`
}

/**
 * onSend hook for a route that takes a plain form: its error answers (400 and every other 4xx
 * or 5xx, whoever sent them) become notSentPage for a plain form's request, with the same
 * status. A script's request keeps the JSON answer it reads.
 */
export function answerPlainFormErrors(page: {
  heading: string
  labels: Readonly<Record<string, string>>
  back: { href: string; text: string }
}) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400 || mediaType(request) !== formMediaType) return payload
    reply.header('content-type', 'text/html; charset=utf-8')
    return notSentPage({ ...page, problems: problemsIn(payload, page.labels) })
  }
}
