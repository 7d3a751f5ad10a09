/**
 * Whether an error means the database cannot be reached or cannot take writes right now (it
 * stopped, restarted, the network dropped, the disk is full or locked too long), as opposed to
 * a fault in our query. The API answers the first kind with 503: the visitor may try again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    // Node's socket errors (pg): refused, reset, timed out, host unknown or unreachable.
    if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH)$/.test(code))
      return true
    // PostgreSQL SQLSTATE: 08 connection exception, 53 insufficient resources (disk full, too
    // many connections), 57P01-03 the server is shutting down or starting.
    if (/^(08...|53...|57P0[123])$/.test(code)) return true
    // SQLite: locked past the busy timeout, an I/O error, a full disk, a vanished file.
    if (/^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY)/.test(code)) return true
  }
  // pg's own messages for a connection that ended or could not be made in time.
  return (
    typeof message === 'string' &&
    /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
      message,
    )
  )
}
