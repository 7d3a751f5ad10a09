import { describe, expect, it } from 'vitest'
import { devPorts } from '../../../scripts/lib/dev-ports.ts'

describe('devPorts (npm run dev)', () => {
  it('puts the site on 5173 and its API on the next port by default', () => {
    expect(devPorts({})).toEqual({ site: 5173, api: 5174 })
  })

  it('moves the API with the site, so --port alone makes a second environment', () => {
    expect(devPorts({ PORT: '3000' })).toEqual({ site: 3000, api: 3001 })
  })

  it('takes API_PORT as given, and treats empty variables as unset', () => {
    expect(devPorts({ PORT: '3000', API_PORT: '8091' })).toEqual({ site: 3000, api: 8091 })
    expect(devPorts({ PORT: '', API_PORT: '' })).toEqual({ site: 5173, api: 5174 })
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT (--port) must be a port number from 1 to 65535, not "abc"'],
    [{ PORT: '0' }, 'PORT (--port) must be a port number from 1 to 65535, not "0"'],
    [{ PORT: '3000.5' }, 'not "3000.5"'],
    [{ API_PORT: '70000' }, 'API_PORT must be a port number from 1 to 65535, not "70000"'],
    [{ PORT: '65535' }, 'PORT is 65535: set API_PORT too'],
    [{ PORT: '3000', API_PORT: '3000' }, 'PORT and API_PORT must differ (both are 3000)'],
  ])('refuses %o, saying why', (env, message) => {
    expect(() => devPorts(env)).toThrow(message)
  })
})
