import { z } from 'zod';
import { STAFF_REASON_MAX } from './backoffice-player-actions.ts';
import { dataEnvelope, idParamsSchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';
import { playerDocumentSchema, verificationLevels } from './verification.ts';

/**
 * The back office's KYC queue (issue 30): documents waiting for review, oldest first, each next to the
 * player who sent it; the file viewed inline (never executed); approve, or reject with a reason the
 * player reads in the inbox.
 */

export const kycPlayerLevelSchema = z.object({
  /** The level the provider last reported. */
  level: z.enum(verificationLevels),
  /** Verified for tiered KYC: by the provider, or by an approved identity document. */
  verified: z.boolean(),
});
export type KycPlayerLevel = z.infer<typeof kycPlayerLevelSchema>;

export const queuedDocumentSchema = z.object({
  id: z.string(),
  /** One of DOCUMENT_TYPES' ids. */
  type: z.string(),
  fileName: z.string(),
  /** The sniffed type of the stored file: what the file route serves it as. */
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** Seconds since the upload, at the time of the answer. */
  ageSeconds: z.number().int(),
  player: z.object({ id: z.string(), email: z.string().nullable(), nickname: z.string() }),
  verification: kycPlayerLevelSchema,
});
export type QueuedDocument = z.infer<typeof queuedDocumentSchema>;

/** The upload time and id of the last document of the page before (`2026-01-02T03:04:05.678Z_<uuid>`). */
const kycCursor = zText({ max: 80 }).regex(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
);

export const kycQueueQuerySchema = z.object({
  cursor: kycCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type KycQueueQuery = z.infer<typeof kycQueueQuerySchema>;

export const kycQueueSchema = z.object({
  data: z.array(queuedDocumentSchema),
  meta: z.object({ nextCursor: z.string().nullable() }),
});
export type KycQueue = z.infer<typeof kycQueueSchema>;

export const KYC_REJECT_REASON_MAX = STAFF_REASON_MAX;

export const kycRejectRequestSchema = z.object({
  reason: zText({ max: KYC_REJECT_REASON_MAX }).trim().min(1),
});
export type KycRejectRequest = z.infer<typeof kycRejectRequestSchema>;

export const kycDecisionSchema = z.object({
  document: playerDocumentSchema,
  verification: kycPlayerLevelSchema,
});
export type KycDecision = z.infer<typeof kycDecisionSchema>;

const tag = 'Back office: KYC';

export const backofficeKycRoutes = {
  kycQueue: defineRoute({
    method: 'GET',
    path: '/api/backoffice/kyc/documents',
    access: 'staff',
    permission: 'kyc.read',
    tag,
    summary: 'Documents waiting for review, oldest first, with their player; keyset pages (meta.nextCursor).',
    query: kycQueueQuerySchema,
    response: kycQueueSchema,
  }),
  kycDocumentFile: defineRoute({
    method: 'GET',
    path: '/api/backoffice/kyc/documents/{id}/file',
    access: 'staff',
    permission: 'kyc.read',
    tag,
    summary:
      'The stored file, inline, as its sniffed type, sandboxed (CSP sandbox, nosniff, no-store): shown in an <img> or a sandboxed <iframe>.',
    params: idParamsSchema,
    response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  }),
  approveKycDocument: defineRoute({
    method: 'POST',
    path: '/api/backoffice/kyc/documents/{id}/approve',
    access: 'staff',
    permission: 'kyc.review',
    tag,
    summary:
      'Approves a pending document (the level follows; the player is told in the inbox); 409 (10409) when it is no longer pending.',
    params: idParamsSchema,
    response: dataEnvelope(kycDecisionSchema),
  }),
  rejectKycDocument: defineRoute({
    method: 'POST',
    path: '/api/backoffice/kyc/documents/{id}/reject',
    access: 'staff',
    permission: 'kyc.review',
    tag,
    summary:
      'Rejects a pending document with the reason the player reads in the inbox; 409 (10409) when it is no longer pending.',
    params: idParamsSchema,
    body: kycRejectRequestSchema,
    response: dataEnvelope(kycDecisionSchema),
  }),
};
