import { z } from 'zod';
import { DOCUMENT_TYPES, type DocumentType } from './document-types.ts';
import { DocumentStatus } from './enums.ts';
import { dataEnvelope, idParamsSchema } from './http.ts';
import { defineRoute } from './routes/define.ts';

/**
 * Identity documents and the identity verification provider (spec sections 2, 3 and 7; client
 * contract section 3). Documents are uploaded as multipart (`file`, `type`), reviewed by the operator,
 * and served back only to their owner; the provider (Sumsub, or the built-in test provider) sets the
 * player's verification level through signed webhooks.
 */

/** client contract section 3: `{id, fileName, status, type, createdAt, rejectReason}`. */
export const playerDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** DocumentStatus: 1 pending, 2 approved, 3 rejected (declined). */
  status: z.union([
    z.literal(DocumentStatus.pending),
    z.literal(DocumentStatus.approved),
    z.literal(DocumentStatus.declined),
  ]),
  type: z.string(),
  createdAt: z.string(),
  rejectReason: z.string().nullable(),
  /** Ours: the MIME type of the stored file and its size in bytes. */
  mimeType: z.string(),
  size: z.number().int(),
});
export type PlayerDocument = z.infer<typeof playerDocumentSchema>;

/** The document types' ids, for the upload's `type` field. */
export const documentTypeIds = DOCUMENT_TYPES.map((type) => type.id) as [DocumentType, ...DocumentType[]];

/** The player's verification level as the provider last reported it. */
export const verificationLevels = ['none', 'pending', 'verified', 'rejected'] as const;
export type VerificationLevel = (typeof verificationLevels)[number];

export const verificationProviders = ['builtin', 'sumsub'] as const;
export type VerificationProviderName = (typeof verificationProviders)[number];

export const verificationStatusSchema = z.object({
  /** The configured provider: the built-in test provider or Sumsub. */
  provider: z.enum(verificationProviders),
  level: z.enum(verificationLevels),
  rejectReason: z.string().nullable(),
  /** False after a final rejection: the player cannot start the check again. */
  canRetry: z.boolean(),
  /** Whether withdrawals are open at any amount (verified by the provider or by an approved identity document). */
  verified: z.boolean(),
  /** The lifetime withdrawal amount (base currency) above which a player must be verified. */
  withdrawalThreshold: z.number(),
  baseCurrency: z.string(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/**
 * POST /api/player/services/sumsub/auth: the client reads the top-level `token` (client contract
 * section 3); `data` repeats it with where to use it (our web app: the SDK, or the built-in page).
 */
export const sumsubAuthResponseSchema = z.object({
  token: z.string(),
  data: z.object({
    token: z.string(),
    provider: z.enum(verificationProviders),
    /** The built-in provider's hosted page for this token (null for Sumsub: its WebSDK takes the token). */
    url: z.string().nullable(),
  }),
});
export type SumsubAuthResponse = z.infer<typeof sumsubAuthResponseSchema>;

const tag = 'Verification';

export const verificationRoutes = {
  documents: defineRoute({
    method: 'GET',
    path: '/api/player/documents',
    access: 'player',
    tag,
    summary: "The player's documents, newest first.",
    response: dataEnvelope(z.array(playerDocumentSchema)),
  }),
  uploadDocument: defineRoute({
    method: 'POST',
    path: '/api/player/documents',
    access: 'player',
    tag,
    summary:
      'Uploads a document: multipart/form-data with `file` (JPEG, PNG, WebP or PDF, up to 10 MB; 413 above) and `type` (constants document.type). 422 with fields otherwise.',
    response: dataEnvelope(playerDocumentSchema),
    status: 201,
  }),
  deleteDocument: defineRoute({
    method: 'DELETE',
    path: '/api/player/documents/{id}',
    access: 'player',
    tag,
    summary: 'Deletes a pending or rejected document of the player (an approved one stays on file).',
    params: idParamsSchema,
    response: dataEnvelope(z.object({ id: z.string() })),
  }),
  verification: defineRoute({
    method: 'GET',
    path: '/api/player/verification',
    access: 'player',
    tag,
    summary: "The player's identity verification level and what it opens.",
    response: dataEnvelope(verificationStatusSchema),
  }),
  sumsubAuth: defineRoute({
    method: 'POST',
    path: '/api/player/services/sumsub/auth',
    access: 'player',
    tag,
    summary: 'An access token for the identity verification provider (top-level `token`).',
    response: sumsubAuthResponseSchema,
  }),
};

/** PUT /api/operator/settings/identity-verification: the provider on or off, and the documents page hidden. */
export const identityVerificationSettingSchema = z.object({
  enabled: z.boolean(),
  hideDocumentsPage: z.boolean(),
});
export type IdentityVerificationSetting = z.infer<typeof identityVerificationSettingSchema>;
