import { once } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RouteRecord } from 'vite-react-ssg'
import { describe, expect, it } from 'vitest'
import { answerNotFound, requestPath } from '../../../scripts/lib/dev-not-found.ts'
import { exportedPagePaths } from '../../../scripts/lib/page-paths.ts'
import { createRoutes } from '../../../src/routes.tsx'

describe('exportedPagePaths: the pages npm run dev answers 200 for', () => {
  it('lists fixed paths, the index and what dynamic routes export; never a pattern', async () => {
    const routes: RouteRecord[] = [
      {
        path: '/',
        children: [
          { index: true },
          { path: '/about' },
          { path: 'team' },
          { path: '/services/:service', getStaticPaths: () => ['/services/erp', '/services/crm'] },
          { path: '/blog/:slug' },
          {
            path: '/docs',
            children: [{ index: true }, { path: 'start' }, { path: '/docs/:page' }],
          },
          { path: '*' },
        ],
      },
    ]
    expect([...(await exportedPagePaths(routes))].sort()).toEqual(
      ['/', '/about', '/team', '/services/erp', '/services/crm', '/docs', '/docs/start'].sort(),
    )
  })

  it("holds the site's pages, with the content's, and the not-found page's own", async () => {
    const pages = await exportedPagePaths(createRoutes())
    for (const page of ['/', '/about/company', '/services/erp-solutions', '/au/erp-solutions'])
      expect(pages).toContain(page)
    expect(pages).toContain('/404')
    for (const unknown of ['/services/nope', '/xx/erp-solutions', '/no-such-page', '/*'])
      expect(pages).not.toContain(unknown)
  })
})

describe('requestPath', () => {
  it.each([
    ['/au/erp-solutions?utm_source=x', '/au/erp-solutions'],
    ['/services/erp-solutions/', '/services/erp-solutions'],
    ['/', '/'],
    ['/blogs/caf%C3%A9#top', '/blogs/café'],
    ['/%E0%A4%A', null],
  ])('%s is %s', (url, path) => {
    expect(requestPath(url)).toBe(path)
  })
})

describe('answerNotFound', () => {
  async function statusOf(
    send: (response: ServerResponse) => void,
    headers: Record<string, string> = {},
  ) {
    const server = createServer((request, response) => {
      answerNotFound(request, response)
      if (request.headers['if-none-match']) response.writeHead(304).end()
      else send(response)
    }).listen(0, '127.0.0.1')
    await once(server, 'listening')
    try {
      const { port } = server.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers })
      return { status: response.status, body: await response.text() }
    } finally {
      server.close()
    }
  }

  it('sends the page a middleware sends with 200 as a 404, however it sets the status', async () => {
    const implicit = (response: ServerResponse) => {
      response.statusCode = 200
      response.end('<h1>Page Not Found</h1>')
    }
    expect(await statusOf(implicit)).toEqual({ status: 404, body: '<h1>Page Not Found</h1>' })
    expect(await statusOf((response) => response.writeHead(200).end('page'))).toEqual({
      status: 404,
      body: 'page',
    })
    // Never an empty 304 in its place.
    expect(await statusOf(implicit, { 'if-none-match': 'W/"1"' })).toMatchObject({ status: 404 })
  })

  it('leaves an error status as it is', async () => {
    const failed = await statusOf((response) => {
      response.statusCode = 500
      response.end('broken')
    })
    expect(failed.status).toBe(500)
  })
})
