import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a tester link the operator hands out stays valid. */
export const TESTER_LINK_HOURS = 24;

const signature = (key: string, invoiceId: string, expires: number) =>
  createHmac('sha256', key).update(`sandbox-tester:${invoiceId}:${expires}`).digest('base64url');

/** The query a tester link adds to the hosted page: its expiry (Unix seconds) and its signature. */
export function testerQuery(key: string, invoiceId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + TESTER_LINK_HOURS * 3600;
  return `expires=${expires}&signature=${signature(key, invoiceId, expires)}`;
}

/** A tester link signed with the operator key for this invoice and not yet expired. */
export function isValidTesterLink(
  key: string,
  invoiceId: string,
  given: { expires?: unknown; signature?: unknown },
  now = Date.now(),
): boolean {
  if (typeof given.expires !== 'string' || !/^\d{1,12}$/.test(given.expires)) return false;
  if (typeof given.signature !== 'string') return false;
  const expires = Number(given.expires);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(signature(key, invoiceId, expires));
  const actual = Buffer.from(given.signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
