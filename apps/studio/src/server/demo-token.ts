import { createHmac, timingSafeEqual } from 'node:crypto';
import { JURISDICTIONS, type Jurisdiction } from '@casino/contracts';

/**
 * What a demo launch's token says: for which provider and game, until when (unix seconds), a nonce,
 * and the jurisdiction whose game design the demo follows like real play (none when absent).
 */
export type DemoClaims = {
  provider: string;
  game: string;
  exp: number;
  nonce: string;
  jurisdiction?: Jurisdiction;
};

/**
 * Checks a demo token the platform issued: `<base64url JSON claims>.<base64url HMAC-SHA256 of the
 * first part with the provider secret>`, not expired. Demo play moves no money, so the platform does
 * not store these tokens: the shared secret is the whole check. Null when anything is off.
 */
export function readDemoToken(token: string, secret: string, now = Date.now()): DemoClaims | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseClaims(body);
  return claims && claims.exp * 1000 > now ? claims : null;
}

function parseClaims(body: string): DemoClaims | null {
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<DemoClaims>;
    const valid =
      typeof claims.provider === 'string' &&
      typeof claims.game === 'string' &&
      typeof claims.exp === 'number' &&
      typeof claims.nonce === 'string' &&
      (claims.jurisdiction === undefined || JURISDICTIONS.includes(claims.jurisdiction));
    return valid ? (claims as DemoClaims) : null;
  } catch {
    return null;
  }
}
