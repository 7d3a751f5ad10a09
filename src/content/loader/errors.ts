import { isAbsolute, relative } from 'node:path'

/** A content file that cannot be published; the message names the file and the field. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContentError'
  }
}

/** The file's path as the author knows it: relative to the project when inside it. */
export function displayPath(file: string): string {
  const path = relative(process.cwd(), file)
  return path === '' || path.startsWith('..') || isAbsolute(path) ? file : path
}
