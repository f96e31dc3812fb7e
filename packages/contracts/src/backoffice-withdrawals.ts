import { z } from 'zod';
import { playerSearchHitSchema } from './backoffice-players.ts';
import { dataEnvelope, idParamsSchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * The back office's withdrawal queue (issue 30): pending withdrawals, oldest first, each with the risk
 * flags the server computes for the person who decides it.
 */

/** A round won in the last 24 hours at least this much, in the base currency, flags a withdrawal. */
export const LARGE_WIN_BASE_UNITS = 1000;

export const withdrawalFlagsSchema = z.object({
  /** Deposited money not yet wagered the required number of times (the account's open turnover). */
  openTurnover: z.boolean(),
  /** The player is not verified (no provider check passed, no identity document approved). */
  notVerified: z.boolean(),
  /** The payout goes to an account, address or phone no settled deposit came from. */
  newDestination: z.boolean(),
  /** The largest win of the last 24 hours, when it reaches LARGE_WIN_BASE_UNITS in the base currency. */
  largeWin: z.object({ amount: z.string(), currency: z.string() }).nullable(),
  /** Other players who used one of this player's devices. */
  sharedDeviceWith: z.array(z.string()),
  /** No withdrawal of the player has been paid before. */
  firstWithdrawal: z.boolean(),
});
export type WithdrawalFlags = z.infer<typeof withdrawalFlagsSchema>;

/** Who approved: a staff member, a named API key or the bootstrap key, and when. */
export const withdrawalApprovalSchema = z.object({
  by: z.object({ kind: z.enum(['staff', 'api-key', 'bootstrap-key']), id: z.string(), name: z.string() }),
  at: z.string(),
});
export type WithdrawalApproval = z.infer<typeof withdrawalApprovalSchema>;

export const queuedWithdrawalSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  player: playerSearchHitSchema,
  /** In currency units, as a decimal string. */
  amount: z.string(),
  currency: z.string(),
  method: z.string(),
  destination: z.string().nullable(),
  createdAt: z.string(),
  flags: withdrawalFlagsSchema,
  /** Four-eyes: above the operator's threshold two different approvers are needed (and a fresh TOTP code). */
  needsSecondApproval: z.boolean(),
  /** The approvals given so far: one means "first approval by …, waiting for a second". */
  approvals: z.array(withdrawalApprovalSchema),
});
export type QueuedWithdrawal = z.infer<typeof queuedWithdrawalSchema>;

/** The number of the last withdrawal of the page before. */
const queueCursor = zText({ max: 9 }).regex(/^[1-9]\d{0,8}$/);

export const withdrawalQueueQuerySchema = z.object({
  cursor: queueCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type WithdrawalQueueQuery = z.infer<typeof withdrawalQueueQuerySchema>;

export const withdrawalQueueSchema = z.object({
  data: z.array(queuedWithdrawalSchema),
  meta: z.object({ nextCursor: z.string().nullable() }),
});
export type WithdrawalQueue = z.infer<typeof withdrawalQueueSchema>;

/** A decision's outcome: paid out, declined (the held money back in cash), or waiting for a second approver. */
export const WITHDRAWAL_REVIEW_OUTCOMES = ['paid', 'rejected', 'awaiting-second-approval'] as const;
export type WithdrawalReviewOutcome = (typeof WITHDRAWAL_REVIEW_OUTCOMES)[number];

export const withdrawalDecisionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(WITHDRAWAL_REVIEW_OUTCOMES),
  approvals: z.array(withdrawalApprovalSchema),
});
export type WithdrawalDecision = z.infer<typeof withdrawalDecisionSchema>;

export const approveWithdrawalRequestSchema = z.object({
  reason: zText({ max: 300 }).trim().min(1).optional(),
});
export type ApproveWithdrawalRequest = z.infer<typeof approveWithdrawalRequestSchema>;

export const declineWithdrawalRequestSchema = z.object({ reason: zText({ max: 300 }).trim().min(1) });
export type DeclineWithdrawalRequest = z.infer<typeof declineWithdrawalRequestSchema>;

export const backofficeWithdrawalRoutes = {
  withdrawalQueue: defineRoute({
    method: 'GET',
    path: '/api/backoffice/withdrawals',
    access: 'staff',
    permission: 'payments.read',
    tag: 'Back office: payments',
    summary: 'Pending withdrawals, oldest first, with their risk flags; keyset pages (meta.nextCursor).',
    query: withdrawalQueueQuerySchema,
    response: withdrawalQueueSchema,
  }),
  approveWithdrawal: defineRoute({
    method: 'POST',
    path: '/api/backoffice/withdrawals/{id}/approve',
    access: 'staff',
    permission: 'withdrawals.review',
    tag: 'Back office: payments',
    summary:
      'Approves a pending withdrawal: paid at once below the four-eyes threshold; above it (X-Two-Factor-Code required) the first approval is recorded and a different approver pays it (409, 19006, for the same one).',
    params: idParamsSchema,
    body: approveWithdrawalRequestSchema,
    response: dataEnvelope(withdrawalDecisionSchema),
  }),
  declineWithdrawal: defineRoute({
    method: 'POST',
    path: '/api/backoffice/withdrawals/{id}/decline',
    access: 'staff',
    permission: 'withdrawals.review',
    tag: 'Back office: payments',
    summary:
      'Declines a pending withdrawal with a reason, at any stage: the held money goes back to cash, once.',
    params: idParamsSchema,
    body: declineWithdrawalRequestSchema,
    response: dataEnvelope(withdrawalDecisionSchema),
  }),
};
