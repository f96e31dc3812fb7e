/** SQLSTATEs of a server going away: admin shutdown, crash shutdown, starting up (class 08 is checked apart). */
const SHUTDOWN_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres says these without a code. Anchored: a wrapping error's message may quote player input. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Client was closed and is not queryable/,
];
const MAX_CAUSES = 5;

/**
 * Whether an error means the database cannot be reached right now (restart, failover, refused or timed
 * out connections), so the request should be answered 503 and retried, not blamed on its input. Here,
 * not in the server, because the studio (which imports nothing from the server) answers it the same.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSES && typeof current === 'object' && current !== null; depth++) {
    if (isConnectionFailure(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    // Node reports a refused dual-stack connect as an AggregateError of the per-address attempts.
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return false;
}

function isConnectionFailure(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (/^08[0-9A-Z]{3}$/.test(code) || SHUTDOWN_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
  }
  return typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}
