import type { Attribution } from '../../../src/admin/contract.ts'
import type { TestApp } from './app.ts'
import { query } from './database.ts'
import {
  applicationFields,
  contactBody,
  estimateBody,
  multipart,
  pdf,
  type Upload,
} from './forms.ts'

/** Leads for the desk's tests, sent through the site's own routes. */
export function deskLeads(api: () => TestApp) {
  async function contact(
    overrides: Record<string, unknown> = {},
    attribution?: Partial<Attribution>,
  ): Promise<string> {
    const response = await api().post('/api/contact', {
      payload: JSON.stringify({ ...contactBody(overrides), ...(attribution && { attribution }) }),
      headers: { 'content-type': 'application/json' },
    })
    if (response.statusCode !== 201) throw new Error(`contact: ${response.body}`)
    return response.json<{ id: string }>().id
  }

  async function estimate(
    overrides: Record<string, unknown> = {},
    attribution?: Partial<Attribution>,
  ): Promise<string> {
    const response = await api().post('/api/estimate', {
      payload: JSON.stringify({ ...estimateBody(overrides), ...(attribution && { attribution }) }),
      headers: { 'content-type': 'application/json' },
    })
    if (response.statusCode !== 201) throw new Error(`estimate: ${response.body}`)
    return response.json<{ id: string }>().id
  }

  async function application(
    overrides: Record<string, string | undefined> = {},
    attribution?: Partial<Attribution>,
    files: Upload[] = [{ name: 'cv.pdf', type: 'application/pdf', content: pdf() }],
  ): Promise<string> {
    const body = await multipart(
      {
        ...applicationFields(overrides),
        ...(attribution && { attribution: JSON.stringify(attribution) }),
      },
      files,
    )
    const response = await api().post('/api/careers/applications', body)
    if (response.statusCode !== 201) throw new Error(`application: ${response.body}`)
    return response.json<{ id: string }>().id
  }

  /** Sets columns the forms do not (when it was received, its status) as an operator would. */
  async function set(id: string, columns: Record<string, string>) {
    const assignments = Object.entries(columns)
      .map(([column, value]) => `${column} = '${value.replaceAll("'", "''")}'`)
      .join(', ')
    await query(api(), `UPDATE leads SET ${assignments} WHERE id = '${id}'`)
  }

  return { contact, estimate, application, set }
}
