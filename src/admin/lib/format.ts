/** Display formats of the desk: dates in the reader's time zone, sizes in KB/MB. */

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** "23 Nov 2026, 16:07", or the input unchanged when it is not a date. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date)
}

/** 812 bytes, 14.2 KB, 1.3 MB */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** "4 minutes", "1 minute", "30 seconds": a wait from Retry-After. */
export function formatWait(seconds: number): string {
  if (seconds >= 90) {
    const minutes = Math.ceil(seconds / 60)
    return `${minutes} minutes`
  }
  if (seconds >= 60) return '1 minute'
  return seconds === 1 ? '1 second' : `${seconds} seconds`
}
