import { z } from 'zod';
import { AccountStatus } from './enums.ts';
import { idParamsSchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * A player's account in one currency (spec sections 3 and 7). Amounts are decimal numbers in the
 * currency's unit, converted exactly from the ledger's integer minor units at the API edge.
 */
export const walletAccountSchema = z.object({
  id: z.string(),
  status: z.union([z.literal(AccountStatus.active), z.literal(AccountStatus.hidden)]),
  currency: z.string(),
  /** Cash plus bonus. */
  balance: z.number(),
  /** What the rules allow out: cash minus pending reservations and open turnover. */
  withdrawalBalance: z.number(),
  bonusBalance: z.number().optional(),
  /** The account the player plays and pays with. */
  isActive: z.boolean(),
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

export const walletAccountsResponseSchema = z.object({ data: z.array(walletAccountSchema) });
export const walletAccountResponseSchema = z.object({ data: walletAccountSchema });

/** POST /api/wallet/accounts: adds an account in the currency and makes it the active one. */
export const createWalletAccountRequestSchema = z.object({
  currency: zText({ max: 10 }).trim().min(1),
});
export type CreateWalletAccountRequest = z.infer<typeof createWalletAccountRequestSchema>;

/** Published on wallet:accounts#{profileId} with the account as payload whenever it changes. */
export const WALLET_ACCOUNT_UPDATED = 'wallet.account.updated';

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
};
