import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FieldErrors } from '../../src/forms/fields.ts'
import { format } from '../../src/i18n/format.ts'
import { formTexts } from '../../src/i18n/forms/all.ts'
import { languages, type Language } from '../../src/i18n/locales.ts'
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

/** What a plain form's error page says besides the problems, in the page's language. */
export interface ErrorPageText {
  heading: string
  labels: Readonly<Record<string, string>>
  back: { href: string; text: string }
  /** "Your browser's Back button takes you to your answers as you left them." */
  backButton: string
  /** The form's language: <html lang dir>, and the minutes of a rate limit. */
  tag: string
  dir: 'ltr' | 'rtl'
  /** A rate limit ({duration}) and any other failure. */
  rateLimited: string
  failed: string
}

/** A form's error page in `language`: its own heading, labels and way back, the rest shared. */
export function errorPageIn(
  language: Language,
  page: Pick<ErrorPageText, 'heading' | 'labels' | 'back'>,
): ErrorPageText {
  const { failures } = formTexts[language].errors
  return {
    ...page,
    backButton: failures.backButton,
    tag: language,
    dir: languages[language].dir,
    rateLimited: failures.rateLimited,
    failed: failures.failed,
  }
}

/** What went wrong, in the visitor's words, from the JSON answer the API gives a script. */
function problemsIn(payload: unknown, page: ErrorPageText): string[] {
  let answer: { fields?: FieldErrors; message?: string; retryAfterSeconds?: number } = {}
  try {
    answer = JSON.parse(String(payload)) as typeof answer
  } catch {
    // Not one of our JSON answers: the generic message below.
  }
  const { labels } = page
  if (answer.fields) {
    // Each message after the label the form shows; a field the form does not have (sent by
    // something else) by its name, and `form` (the whole request) by none.
    return Object.entries(answer.fields).map(([field, message]) => {
      const label = Object.hasOwn(labels, field) ? labels[field] : field
      return field === 'form' ? message : `${label}: ${message}`
    })
  }
  if (answer.retryAfterSeconds) {
    const duration = new Intl.NumberFormat(page.tag, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
    }).format(Math.ceil(answer.retryAfterSeconds / 60))
    return [format(page.rateLimited, { duration })]
  }
  // The API's own messages are English.
  return [(page.tag === 'en' && answer.message) || page.failed]
}

/**
 * A page of its own: no script, no style sheet, no image, so it shows the same under the
 * site's Content-Security-Policy and without the site's assets. Every value is escaped.
 */
export function notSentPage(page: ErrorPageText & { problems: readonly string[] }): string {
  const { heading, problems, back } = page
  return `<!doctype html>
<html lang="${escapeHtml(page.tag)}" dir="${page.dir}">
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
<p>${escapeHtml(page.backButton)}</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>
</main>
</body>
</html>
`
}

/**
 * onSend hook for a route that takes a plain form: its error answers (400 and every other 4xx
 * or 5xx, whoever sent them) become notSentPage for a plain form's request, with the same
 * status, in the language of the page that sent it (`page`). A script's request keeps the JSON
 * answer it reads.
 */
export function answerPlainFormErrors(page: (request: FastifyRequest) => ErrorPageText) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400 || mediaType(request) !== formMediaType) return payload
    reply.header('content-type', 'text/html; charset=utf-8')
    const text = page(request)
    return notSentPage({ ...text, problems: problemsIn(payload, text) })
  }
}
