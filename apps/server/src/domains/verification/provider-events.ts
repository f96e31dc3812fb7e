import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.ts';

/**
 * Webhooks of identity verification providers, in Sumsub's format and signing scheme, which the
 * built-in provider speaks too: the body's HMAC in hex in `X-Payload-Digest`, the algorithm in
 * `X-Payload-Digest-Alg` (HMAC_SHA1_HEX, HMAC_SHA256_HEX or HMAC_SHA512_HEX; SHA-1 when absent, as
 * Sumsub's older webhooks), keyed with the webhook's secret.
 */
export const DIGEST_HEADER = 'x-payload-digest';
export const DIGEST_ALG_HEADER = 'x-payload-digest-alg';

const ALGORITHMS: Record<string, string> = {
  HMAC_SHA1_HEX: 'sha1',
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
};

export function payloadDigest(body: Buffer | string, secret: string, alg = 'HMAC_SHA256_HEX'): string {
  const hash = ALGORITHMS[alg];
  if (!hash) throw new Error(`Unknown digest algorithm ${alg}`);
  return createHmac(hash, secret).update(body).digest('hex');
}

export function isValidPayloadDigest(
  body: Buffer,
  digest: unknown,
  alg: unknown,
  secret: string | null,
): boolean {
  if (!secret || typeof digest !== 'string' || !/^[0-9a-f]{40,128}$/i.test(digest)) return false;
  const algorithm = alg === undefined ? 'HMAC_SHA1_HEX' : alg;
  if (typeof algorithm !== 'string' || !(algorithm in ALGORITHMS)) return false;
  const expected = Buffer.from(payloadDigest(body, secret, algorithm), 'hex');
  const given = Buffer.from(digest, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const text = (max: number) => z.string().max(max);

/** The fields of a Sumsub applicant webhook we act on (others are ignored). */
export const verificationEventSchema = z.object({
  type: text(64),
  applicantId: text(128).min(1),
  externalUserId: text(128).min(1),
  reviewStatus: text(32).optional(),
  reviewResult: z
    .object({
      reviewAnswer: z.enum(['GREEN', 'RED', 'YELLOW']).optional(),
      reviewRejectType: z.enum(['FINAL', 'RETRY', 'EXTERNAL']).optional(),
      moderationComment: text(2000).optional(),
      clientComment: text(2000).optional(),
      rejectLabels: z.array(text(64)).max(50).optional(),
    })
    .optional(),
  /** Sumsub: "2024-01-01 10:00:00+0000"; createdAtMs in newer payloads. */
  createdAtMs: z.union([z.string().max(32), z.number()]).optional(),
});
export type VerificationEvent = z.infer<typeof verificationEventSchema>;

/** A checked webhook's event: 401 for a wrong digest, 400 for a body that is no applicant event. */
export function verifyProviderWebhook(
  body: Buffer,
  headers: Record<string, unknown>,
  secret: string | null,
): VerificationEvent {
  if (!isValidPayloadDigest(body, headers[DIGEST_HEADER], headers[DIGEST_ALG_HEADER], secret))
    throw AppError.unauthorized('The webhook digest is not valid.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw AppError.validation([{ field: '_', rule: 'type' }]);
  }
  const result = verificationEventSchema.safeParse(parsed);
  if (!result.success) throw AppError.validation([{ field: '_', rule: 'invalid' }]);
  return result.data;
}

/** What an event means for the player's level; null for events that change nothing. */
export type LevelChange =
  | { level: 'pending' }
  | { level: 'verified' }
  | { level: 'rejected'; reason: string; final: boolean }
  | { level: 'none' };

export function levelChangeOf(event: VerificationEvent): LevelChange | null {
  switch (event.type) {
    case 'applicantPending':
    case 'applicantOnHold':
    case 'applicantCreated':
      return { level: 'pending' };
    case 'applicantReset':
      return { level: 'none' };
    case 'applicantReviewed': {
      const review = event.reviewResult;
      if (review?.reviewAnswer === 'GREEN') return { level: 'verified' };
      if (review?.reviewAnswer !== 'RED') return null;
      const reason =
        review.moderationComment?.trim() ||
        review.clientComment?.trim() ||
        review.rejectLabels?.join(', ') ||
        '';
      return { level: 'rejected', reason: reason.slice(0, 500), final: review.reviewRejectType === 'FINAL' };
    }
    default:
      return null;
  }
}

/** When the provider says the event happened (for ordering deliveries), else now. */
export function eventTime(event: VerificationEvent, now = new Date()): Date {
  const value = event.createdAtMs;
  if (value === undefined) return now;
  const date = typeof value === 'number' || /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value);
  return Number.isNaN(date.getTime()) ? now : date;
}
