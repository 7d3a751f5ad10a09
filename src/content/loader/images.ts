import { openSync, readSync, closeSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import type { CoverImage } from '../types.ts'
import { ContentError, displayPath } from './errors.ts'

/**
 * Content images. SVG (illustrations) is served as it is. A photo (PNG or JPEG) is served as
 * AVIF and WebP in several widths, written by the post-build step (scripts/lib/images.ts) under
 * names this module derives, so pages can list them before they exist.
 */
export const responsiveWidths = [480, 960, 1440] as const
export const responsiveFormats = [
  { type: 'image/avif', extension: 'avif' },
  { type: 'image/webp', extension: 'webp' },
] as const

export const isRaster = (src: string) => /\.(png|jpe?g)$/i.test(src)

/** The widths a photo of `width` pixels is offered in: never wider than the original. */
export const widthsFor = (width: number) => [
  ...new Set([...responsiveWidths.filter((candidate) => candidate < width), width]),
]

/** /images/blog/photo.jpg, 960, avif → /images/responsive/blog/photo-960.avif */
export const variantPath = (src: string, width: number, extension: string) =>
  `${src.replace(/^\/images\//, '/images/responsive/').replace(/\.[a-z]+$/i, '')}-${width}.${extension}`

function readHead(file: string, bytes: number): Buffer {
  const handle = openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    readSync(handle, buffer, 0, bytes, 0)
    return buffer
  } finally {
    closeSync(handle)
  }
}

/** Reads the intrinsic size from the file's header (SVG attributes, PNG IHDR, JPEG SOF). */
export function intrinsicSize(file: string): { width: number; height: number } {
  const extension = extname(file).toLowerCase()
  if (extension === '.svg') {
    const root = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? ''
    const width = Number(/\bwidth="(\d+)"/.exec(root)?.[1])
    const height = Number(/\bheight="(\d+)"/.exec(root)?.[1])
    if (width && height) return { width, height }
  } else if (extension === '.png') {
    const head = readHead(file, 24)
    if (head.toString('ascii', 12, 16) === 'IHDR') {
      return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) }
    }
  } else {
    const data = readFileSync(file)
    for (let offset = 2; offset + 9 < data.length;) {
      if (data[offset] !== 0xff) break
      const marker = data[offset + 1] ?? 0
      const length = data.readUInt16BE(offset + 2)
      // Start-of-frame markers carry the size (all SOFn but DHT, JPG and DAC).
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) }
      }
      offset += 2 + length
    }
  }
  throw new ContentError(
    `${displayPath(file)}: the image's size cannot be read (SVG needs width and height attributes)`,
  )
}

/** The SVG markup to inline: the root element onwards, without comments or whitespace runs. */
function inlineMarkup(file: string): string {
  const svg = readFileSync(file, 'utf8')
  return svg
    .slice(svg.indexOf('<svg'))
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/<svg\b/, '<svg aria-hidden="true" focusable="false"')
    .trim()
}

export function coverImage(
  publicDir: string,
  src: string,
  alt: string,
  { inline = false }: { inline?: boolean } = {},
): CoverImage {
  const size = intrinsicSize(join(publicDir, src))
  if (!isRaster(src)) {
    return inline
      ? { src, alt, ...size, inlineSvg: inlineMarkup(join(publicDir, src)) }
      : { src, alt, ...size }
  }
  return {
    src,
    alt,
    ...size,
    sources: responsiveFormats.map((format) => ({
      type: format.type,
      srcSet: widthsFor(size.width)
        .map((width) => `${variantPath(src, width, format.extension)} ${width}w`)
        .join(', '),
    })),
  }
}
