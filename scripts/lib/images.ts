import { mkdir, readdir } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import sharp from 'sharp'
import {
  isRaster,
  responsiveFormats,
  variantPath,
  widthsFor,
} from '../../src/content/loader/images.ts'

/**
 * Writes the responsive variants of every photo under dist/images/ (AVIF and WebP, in the
 * widths src/content/loader/images.ts lists in the pages). Returns how many files it wrote.
 */
export async function writeResponsiveImages(dist: string): Promise<number> {
  const images = join(dist, 'images')
  const photos = (await readdir(images, { recursive: true }))
    .map((file) => `/images/${file}`)
    .filter(
      (src) =>
        isRaster(src) && !src.startsWith('/images/og/') && !src.startsWith('/images/responsive/'),
    )
  let written = 0
  for (const src of photos) {
    const source = join(dist, src)
    const { width = 0 } = await sharp(source).metadata()
    for (const target of widthsFor(width)) {
      for (const format of responsiveFormats) {
        const file = join(dist, variantPath(src, target, format.extension))
        await mkdir(dirname(file), { recursive: true })
        const resized = sharp(source).resize({ width: target })
        await (
          format.extension === 'avif'
            ? resized.avif({ quality: 55 })
            : resized.webp({ quality: 75 })
        ).toFile(file)
        written++
      }
    }
  }
  if (photos.length > 0)
    console.log(`[postbuild] photos: ${photos.map((src) => relative('/images', src)).join(', ')}`)
  return written
}
