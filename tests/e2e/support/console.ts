import type { Page } from '@playwright/test'

const notFoundDocument = 'Failed to load resource: the server responded with a status of 404'

interface Entry {
  text: string
  /** The URL of a failed resource load, when the entry is one. */
  failedUrl?: string
}

export interface ConsoleWatch {
  /**
   * Console errors and warnings and uncaught page errors seen so far. With `notFoundDocument`
   * (the URL of a document served with 404), Chromium's one report of that document's status
   * is tolerated; a second report, or any other message, is still returned.
   */
  problems(options?: { notFoundDocument?: string }): string[]
}

/**
 * Records console errors and warnings and uncaught exceptions from the moment it is called.
 * Call before `page.goto` so nothing logged during start-up is missed.
 */
export function watchConsole(page: Page): ConsoleWatch {
  const entries: Entry[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const { url, lineNumber } = message.location()
    const text = `${message.type()}: ${message.text()} (${url || 'no url'}:${lineNumber})`
    const failed = message.type() === 'error' && message.text().startsWith(notFoundDocument)
    entries.push(failed ? { text, failedUrl: url } : { text })
  })
  page.on('pageerror', (error) => {
    entries.push({ text: `pageerror: ${error.name}: ${error.message}` })
  })
  return {
    problems(options = {}) {
      const expected = options.notFoundDocument
      const tolerated = expected ? entries.findIndex((entry) => entry.failedUrl === expected) : -1
      return entries.filter((_, index) => index !== tolerated).map((entry) => entry.text)
    },
  }
}
