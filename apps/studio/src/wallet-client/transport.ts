import type { FastifyInstance } from 'fastify';

/** What a transport hands back: the HTTP status and the parsed JSON body (null when not JSON). */
export type TransportResponse = { status: number; body: unknown };

/**
 * How a signed call reaches the platform: `path` is absolute (/api/game-wallet/studio/bet), `body` the
 * exact bytes that were signed. A transport throws only when the call may not have arrived or its
 * answer was lost (network errors); any HTTP answer is returned.
 */
export type WalletTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<TransportResponse>;

/** In one process: through Fastify's inject, the platform's full HTTP pipeline without a socket. */
export function injectTransport(app: FastifyInstance): WalletTransport {
  return async (path, body, headers) => {
    const response = await app.inject({ method: 'POST', url: path, payload: body, headers });
    return { status: response.statusCode, body: parseJson(response.body) };
  };
}

/** Over HTTP with fetch, when the platform runs elsewhere (STUDIO_PLATFORM_URL). */
export function httpTransport(baseUrl: string, timeoutMs = 10_000): WalletTransport {
  const base = baseUrl.replace(/\/+$/, '');
  return async (path, body, headers) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: parseJson(await response.text()) };
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
