import { readFile, writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text formats nginx serves precompressed (gzip_static, brotli_static). */
export const compressibleExtensions = [
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
]

/** Writes file.gz and file.br beside `file` when they are smaller than the original. */
export async function precompress(file: string): Promise<void> {
  const original = await readFile(file)
  const [gzipped, brotlied] = await Promise.all([
    gz(original, { level: 9 }),
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
  ])
  if (gzipped.length < original.length) await writeFile(`${file}.gz`, gzipped)
  if (brotlied.length < original.length) await writeFile(`${file}.br`, brotlied)
}
