import type { Db } from '../../db/client.ts';

/** A deposit the PSP confirmed, as the domains that react to it see it (amount in minor units). */
export type SettledDeposit = {
  invoiceId: string;
  playerId: string;
  walletAccountId: string;
  currency: string;
  amount: bigint;
  /** The bonus the player chose in the wallet, and whether they declined every bonus. */
  bonusId: string | null;
  isBonusDecline: boolean;
};

/**
 * A higher domain's reaction to a confirmed deposit (bonuses issue the chosen deposit bonus), run in
 * the transaction that credits it: it happens exactly once, with the deposit.
 */
export type DepositSettledHook = (tx: Db, deposit: SettledDeposit) => Promise<void>;

const hooks = new Set<DepositSettledHook>();

export function registerDepositSettledHook(hook: DepositSettledHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

export async function runDepositSettledHooks(tx: Db, deposit: SettledDeposit): Promise<void> {
  for (const hook of hooks) await hook(tx, deposit);
}

/**
 * A higher domain's step before a withdrawal's money is held (bonuses forfeit the active bonus: bonus
 * money never leaves), in the withdrawal's transaction.
 */
export type WithdrawalRequestHook = (
  tx: Db,
  request: { playerId: string; walletAccountId: string },
) => Promise<void>;

const withdrawalHooks = new Set<WithdrawalRequestHook>();

export function registerWithdrawalRequestHook(hook: WithdrawalRequestHook): () => void {
  withdrawalHooks.add(hook);
  return () => {
    withdrawalHooks.delete(hook);
  };
}

export async function runWithdrawalRequestHooks(
  tx: Db,
  request: { playerId: string; walletAccountId: string },
): Promise<void> {
  for (const hook of withdrawalHooks) await hook(tx, request);
}
