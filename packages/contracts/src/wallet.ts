import { z } from 'zod';
import { ADJUSTMENT_REASON_CODES } from './backoffice-adjustments.ts';
import { AccountStatus } from './enums.ts';
import { idParamsSchema, pagedEnvelope, pagingQuerySchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * A player's account in one currency (client contract section 4). Amounts are decimal numbers in the
 * currency's unit, converted exactly from the ledger's integer minor units at the API edge.
 */
export const walletAccountSchema = z.object({
  id: z.string(),
  /** 1 the active account, 2 another visible one, 3 hidden (only ever pushed, never listed). */
  status: z.union([
    z.literal(AccountStatus.active),
    z.literal(AccountStatus.inactive),
    z.literal(AccountStatus.hidden),
  ]),
  currency: z.string(),
  /** Cash plus bonus. */
  balance: z.number(),
  /** The cash part. */
  realBalance: z.number(),
  /** The bonus part. */
  bonusBalance: z.number(),
  /** Reserved for pending withdrawals. */
  lockedBalance: z.number(),
  /** What the rules allow out: cash minus pending reservations and open turnover. */
  withdrawalBalance: z.number(),
  /** The account the player plays and pays with (same as status 1). */
  isActive: z.boolean(),
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

export const walletAccountsResponseSchema = z.object({ data: z.array(walletAccountSchema) });

/** POST /api/wallet/accounts: adds an account in the currency and makes it the active one. */
export const createWalletAccountRequestSchema = z.object({
  currency: zText({ max: 10 }).trim().min(1),
});
export type CreateWalletAccountRequest = z.infer<typeof createWalletAccountRequestSchema>;

/** Published on wallet:accounts#{profileId} as `{ event, account }` whenever an account changes. */
export const WALLET_ACCOUNT_UPDATED = 'account.balance.updated';
export const walletAccountPushSchema = z.object({
  event: z.literal(WALLET_ACCOUNT_UPDATED),
  account: walletAccountSchema,
});
export type WalletAccountPush = z.infer<typeof walletAccountPushSchema>;

/** What the player's own history shows of an applied adjustment (never the staff's comment). */
export const playerAdjustmentSchema = z.object({
  id: z.string(),
  /** The ledger kind's key: adjustment.credit or adjustment.debit. */
  kind: z.enum(['adjustment.credit', 'adjustment.debit']),
  part: z.enum(['cash', 'bonus']),
  /** Signed, in the currency's unit: positive for a credit. */
  amount: z.number(),
  currency: z.string(),
  reasonCode: z.enum(ADJUSTMENT_REASON_CODES),
  createdAt: z.string(),
});
export type PlayerAdjustment = z.infer<typeof playerAdjustmentSchema>;

const tag = 'Wallet';

/** The wallet's calls (client contract section 4). */
export const walletRoutes = {
  accounts: defineRoute({
    method: 'GET',
    path: '/api/wallet/accounts',
    access: 'player',
    tag,
    summary: "The player's visible accounts; the active one has status 1.",
    response: walletAccountsResponseSchema,
  }),
  createAccount: defineRoute({
    method: 'POST',
    path: '/api/wallet/accounts',
    access: 'player',
    tag,
    summary: 'Adds an account in an enabled currency and makes it the active one; answers the full list.',
    body: createWalletAccountRequestSchema,
    response: walletAccountsResponseSchema,
    status: 201,
  }),
  switchAccount: defineRoute({
    method: 'PUT',
    path: '/api/wallet/accounts/{id}/switch',
    access: 'player',
    tag,
    summary: 'Makes the account the active one; answers the full list.',
    params: idParamsSchema,
    response: walletAccountsResponseSchema,
  }),
  hideAccount: defineRoute({
    method: 'PUT',
    path: '/api/wallet/accounts/{id}/hide',
    access: 'player',
    tag,
    summary: 'Hides an account other than the active one; answers the full list.',
    params: idParamsSchema,
    response: walletAccountsResponseSchema,
  }),
  adjustments: defineRoute({
    method: 'GET',
    path: '/api/wallet/adjustments',
    access: 'player',
    tag,
    summary: "Ours: the balance adjustments staff applied to the player's accounts, newest first.",
    query: pagingQuerySchema,
    response: pagedEnvelope(playerAdjustmentSchema),
  }),
};
