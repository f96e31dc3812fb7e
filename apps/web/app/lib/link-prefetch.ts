/** What the Network Information API tells of the connection (Chromium only; others say nothing). */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

function browserConnection(): ConnectionHints | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

/**
 * How links prefetch the next page: on intent (hover, focus, touch), unless the visitor asked to save
 * data or is on a 2g connection, where a page they may never open is not worth their bytes. On the
 * server this is 'intent' too: it changes nothing in the markup until a link is hovered.
 */
export function linkPrefetch(connection = browserConnection()): 'intent' | 'none' {
  if (connection?.saveData) return 'none';
  if (connection?.effectiveType && SLOW_CONNECTIONS.has(connection.effectiveType)) return 'none';
  return 'intent';
}
