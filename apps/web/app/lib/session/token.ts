/** The session token's name in local storage and in the cookie server-rendered pages read. */
export const SESSION_TOKEN_KEY = 'session-token';
/** A token this close to its expiry is refreshed before it is used (spec section 9). */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 10;

type TokenClaims = { exp?: number; sub?: string };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT, read without checking the signature (the server does that); null if unreadable. */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Expiry of a token in milliseconds since the epoch, or null when it carries none. */
export function tokenExpiresAt(token: string): number | null {
  const exp = readTokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** True when the token has expired or will within the margin: it must be refreshed before use. */
export function isTokenExpiring(token: string, nowMs: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return false;
  return expiresAt - nowMs <= TOKEN_EXPIRY_MARGIN_SECONDS * 1000;
}

/** The player a token belongs to (its subject), if it says. */
export function tokenSubject(token: string | null | undefined): string | null {
  if (!token) return null;
  const sub = readTokenClaims(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}
