import { afterEach, beforeEach, expect } from 'vitest'
import { startApp, storedCounts } from './app.ts'
import type { TestApp } from './app.ts'
import { applicationFields, multipart } from './forms.ts'
import type { Upload } from './forms.ts'

/** A fresh API per test, and the helpers every applications test uses. */
export function useApplicationsApi() {
  const state: { api: TestApp } = { api: undefined as unknown as TestApp }
  beforeEach(async () => {
    state.api = await startApp()
  })
  afterEach(async () => {
    await state.api.close()
  })

  async function apply(
    fields: Record<string, string | undefined> = applicationFields(),
    files?: Upload[],
    headers: Record<string, string> = {},
  ) {
    const body = await multipart(fields, files)
    return state.api.post('/api/careers/applications', {
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    })
  }

  /** Neither a lead nor a CV (CVs are stored in their lead's row). */
  async function expectNothingStored() {
    expect((await storedCounts(state.api)).leads).toBe(0)
  }

  return { state, apply, expectNothingStored }
}
