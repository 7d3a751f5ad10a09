import { describe, expect, it } from 'vitest'
import { devPorts } from '../../../scripts/lib/dev-ports.ts'

describe('devPorts (npm run dev)', () => {
  it('puts the site on 5173, its API and the content manager proxy on the next ports by default', () => {
    expect(devPorts({})).toEqual({ site: 5173, api: 5174, cmsProxy: 5175 })
  })

  it('moves the API and the proxy with the site, so --port alone makes a second environment', () => {
    expect(devPorts({ PORT: '3000' })).toEqual({ site: 3000, api: 3001, cmsProxy: 3002 })
  })

  it('takes API_PORT and CMS_PROXY_PORT as given, and treats empty variables as unset', () => {
    expect(devPorts({ PORT: '3000', API_PORT: '8091', CMS_PROXY_PORT: '8092' })).toEqual({
      site: 3000,
      api: 8091,
      cmsProxy: 8092,
    })
    expect(devPorts({ PORT: '', API_PORT: '', CMS_PROXY_PORT: '' })).toEqual({
      site: 5173,
      api: 5174,
      cmsProxy: 5175,
    })
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT (--port) must be a port number from 1 to 65535, not "abc"'],
    [{ PORT: '0' }, 'PORT (--port) must be a port number from 1 to 65535, not "0"'],
    [{ PORT: '3000.5' }, 'not "3000.5"'],
    [{ API_PORT: '70000' }, 'API_PORT must be a port number from 1 to 65535, not "70000"'],
    [{ PORT: '65535' }, 'PORT is 65535: set API_PORT too'],
    [{ PORT: '65534', API_PORT: '3001' }, 'PORT is 65534: set CMS_PROXY_PORT too'],
    [{ PORT: '3000', API_PORT: '3000' }, 'PORT and API_PORT must differ (both are 3000)'],
    [{ PORT: '3000', CMS_PROXY_PORT: '3001' }, 'CMS_PROXY_PORT must differ from PORT and API_PORT'],
  ])('refuses %o, saying why', (env, message) => {
    expect(() => devPorts(env)).toThrow(message)
  })
})
