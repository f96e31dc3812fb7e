import { z } from 'zod';
import { AccountStatus } from './enums.ts';
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
