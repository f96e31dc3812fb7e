import { z } from 'zod';
import { playerSearchHitSchema } from './backoffice-players.ts';
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
};
