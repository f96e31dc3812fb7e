import { z } from 'zod';
import { dataEnvelope, idParamsSchema, pagedEnvelope, pagingQuerySchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zId, zText } from './validators/input.ts';

/**
 * Manual adjustments (issue 30): staff credit or debit a player's cash or bonus money with a reason
 * code, as a ledger posting of its own kind; above the four-eyes threshold a second staff member
 * approves it. Idempotent on the client's key.
 */

export const ADJUSTMENT_REASON_CODES = ['goodwill', 'correction', 'chargeback', 'other'] as const;
export type AdjustmentReasonCode = (typeof ADJUSTMENT_REASON_CODES)[number];

export const ADJUSTMENT_STATUSES = ['awaiting-second-approval', 'applied', 'declined'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** The player's label of the ledger kinds adjustments post. */
export const ADJUSTMENT_KIND_LABELS = {
  'adjustment.credit': 'Balance adjustment (credit)',
  'adjustment.debit': 'Balance adjustment (debit)',
} as const;

export const createAdjustmentRequestSchema = z.object({
  /** One of the player's wallet accounts. */
  accountId: zId(),
  part: z.enum(['cash', 'bonus']),
  direction: z.enum(['credit', 'debit']),
  /** In currency units, as a decimal string ("12.50"). */
  amount: zText({ max: 24 }).regex(/^\d{1,15}(\.\d{1,8})?$/),
  reasonCode: z.enum(ADJUSTMENT_REASON_CODES),
  comment: zText({ max: 500 }).trim().min(1),
  /** The client's key: the same key answers the same adjustment and moves nothing again. */
  idempotencyKey: zText({ max: 100 }).regex(/^[\w:.-]{8,100}$/),
});
export type CreateAdjustmentRequest = z.infer<typeof createAdjustmentRequestSchema>;

const staffRef = z.object({ id: z.string(), name: z.string() });

export const adjustmentSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  accountId: z.string(),
  currency: z.string(),
  part: z.enum(['cash', 'bonus']),
  direction: z.enum(['credit', 'debit']),
  amount: z.string(),
  reasonCode: z.enum(ADJUSTMENT_REASON_CODES),
  comment: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: staffRef,
  decidedBy: staffRef.nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** A row of the adjustments page: the adjustment and whose balance it is. */
export const listedAdjustmentSchema = adjustmentSchema.extend({
  player: z.object({ id: z.string(), nickname: z.string(), email: z.string().nullable() }),
});
export type ListedAdjustment = z.infer<typeof listedAdjustmentSchema>;

export const adjustmentsQuerySchema = pagingQuerySchema.extend({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
});
export type AdjustmentsQuery = z.infer<typeof adjustmentsQuerySchema>;

export const declineAdjustmentRequestSchema = z.object({ reason: zText({ max: 300 }).trim().min(1) });

const tag = 'Back office: adjustments';

export const backofficeAdjustmentRoutes = {
  listAdjustments: defineRoute({
    method: 'GET',
    path: '/api/backoffice/adjustments',
    access: 'staff',
    permission: 'payments.read',
    tag,
    summary:
      'Manual adjustments, newest first (those awaiting a second approval when status says so), with their player.',
    query: adjustmentsQuerySchema,
    response: pagedEnvelope(listedAdjustmentSchema),
  }),
  createAdjustment: defineRoute({
    method: 'POST',
    path: '/api/backoffice/players/{id}/adjustments',
    access: 'staff',
    permission: 'adjustments.create',
    freshTotp: true,
    tag,
    summary:
      'Credits or debits the cash or bonus money of one of the player’s accounts (a ledger posting); above the four-eyes threshold it waits for a second staff member. Idempotent on idempotencyKey.',
    params: idParamsSchema,
    body: createAdjustmentRequestSchema,
    response: dataEnvelope(adjustmentSchema),
  }),
  approveAdjustment: defineRoute({
    method: 'POST',
    path: '/api/backoffice/adjustments/{id}/approve',
    access: 'staff',
    permission: 'adjustments.create',
    freshTotp: true,
    tag,
    summary:
      'The second approval of a large adjustment, by another staff member (409, 19006, for its requester): it posts.',
    params: idParamsSchema,
    response: dataEnvelope(adjustmentSchema),
  }),
  declineAdjustment: defineRoute({
    method: 'POST',
    path: '/api/backoffice/adjustments/{id}/decline',
    access: 'staff',
    permission: 'adjustments.create',
    tag,
    summary: 'Declines an adjustment awaiting its second approval: nothing is posted.',
    params: idParamsSchema,
    body: declineAdjustmentRequestSchema,
    response: dataEnvelope(adjustmentSchema),
  }),
};
