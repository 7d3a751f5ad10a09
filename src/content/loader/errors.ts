import { relative } from 'node:path'

/** A content file that cannot be published; the message names the file and the field. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContentError'
  }
}

/** The file's path as the author knows it: relative to the project. */
export const displayPath = (file: string) => relative(process.cwd(), file) || file
