import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeResponsiveImages } from '../../../scripts/lib/images.ts'
import {
  coverImage,
  intrinsicSize,
  variantPath,
  widthsFor,
} from '../../../src/content/loader/images.ts'

/** A photo a marketer might use as a cover: the build serves it as AVIF and WebP in widths. */
let dist: string

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'images-'))
  mkdirSync(join(dist, 'images', 'blog'), { recursive: true })
  const photo = sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#1d4ed8' } })
  await photo
    .clone()
    .png()
    .toFile(join(dist, 'images', 'blog', 'team.png'))
  await photo
    .clone()
    .resize(800, 600)
    .jpeg()
    .toFile(join(dist, 'images', 'blog', 'office.jpg'))
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('content images', () => {
  it('reads the intrinsic size of SVG, PNG and JPEG files', () => {
    expect(intrinsicSize(join(dist, 'images', 'blog', 'team.png'))).toEqual({
      width: 2000,
      height: 1000,
    })
    expect(intrinsicSize(join(dist, 'images', 'blog', 'office.jpg'))).toEqual({
      width: 800,
      height: 600,
    })
    expect(intrinsicSize(join(process.cwd(), 'public', 'images', 'social', 'default.svg'))).toEqual(
      {
        width: 1200,
        height: 630,
      },
    )
  })

  it('offers a photo in widths up to its own, never wider', () => {
    expect(widthsFor(2000)).toEqual([480, 960, 1440, 2000])
    expect(widthsFor(800)).toEqual([480, 800])
  })

  it('lists AVIF and WebP sources for a photo and none for an illustration', () => {
    const photo = coverImage(dist, '/images/blog/office.jpg', 'Our office')
    expect(photo).toMatchObject({ width: 800, height: 600, alt: 'Our office' })
    expect(photo.sources).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/images/responsive/blog/office-480.avif 480w, /images/responsive/blog/office-800.avif 800w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/images/responsive/blog/office-480.webp 480w, /images/responsive/blog/office-800.webp 800w',
      },
    ])
    const svg = coverImage(join(process.cwd(), 'public'), '/images/social/default.svg', 'Logo')
    expect(svg.sources).toBeUndefined()
  })

  // Twelve AVIF and WebP encodes of a 2,000 px image: seconds of CPU, more beside another worker.
  it('the build writes every listed variant at its width', { timeout: 60_000 }, async () => {
    expect(await writeResponsiveImages(dist)).toBe(4 * 2 + 2 * 2)
    for (const width of widthsFor(2000)) {
      for (const extension of ['avif', 'webp']) {
        const file = join(dist, variantPath('/images/blog/team.png', width, extension))
        expect(existsSync(file), file).toBe(true)
        const metadata = await sharp(file).metadata()
        expect(metadata.width).toBe(width)
        expect(metadata.format).toBe(extension === 'avif' ? 'heif' : 'webp')
      }
    }
  })
})
