import { describe, expect, it } from 'vitest'
import { staticConfig } from '../../../../scripts/lib/bench/server.ts'

describe('staticConfig', () => {
  const config = staticConfig('/srv/astro wind', 8091, '/tmp/run', false)

  it('serves the folder as the anchors’ serve.sh does: gzip, try_files, its 404 page', () => {
    expect(config).toContain('listen 127.0.0.1:8091;')
    expect(config).toContain('root "/srv/astro wind";')
    expect(config).toContain('gzip on; gzip_min_length 1000;')
    expect(config).toContain('location / { try_files $uri $uri/index.html =404; }')
    expect(config).toContain('error_page 404 /404.html;')
    expect(config).toContain('pid /tmp/run/nginx.pid;')
  })

  it('adds none of our server’s brotli, CSP or cache headers', () => {
    expect(config).not.toMatch(/brotli|add_header|expires|include (?!\/etc\/nginx\/mime\.types)/)
  })

  it('runs the workers as root only when started as root', () => {
    expect(config).not.toContain('user root;')
    expect(staticConfig('/srv', 1, '/tmp/run', true)).toMatch(/^user root;\n/)
  })
})
