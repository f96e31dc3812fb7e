import { AccountStatus, type WalletAccount } from '@casino/contracts';

/** The account as it is once another one became active. */
export const deactivated = (account: WalletAccount): WalletAccount => ({
  ...account,
  isActive: false,
  status: AccountStatus.inactive,
});

/**
 * The account list with one account as it now is: replaced in place, or added; when it is the active
 * one, the others are no longer active.
 */
export function withActiveAccount(list: WalletAccount[], account: WalletAccount): WalletAccount[] {
  const known = list.some((item) => item.id === account.id);
  const next = list.map((item) => {
    if (item.id === account.id) return account;
    return account.isActive && item.isActive ? deactivated(item) : item;
  });
  return known ? next : [...next, account];
}
