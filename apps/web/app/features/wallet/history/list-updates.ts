import { AccountStatus, type Invoice, type WalletAccount } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { type InvoicesPage, WALLET_QUERY_KEY } from '../api/wallet-api.ts';
import { deactivated } from '../lib/account-list.ts';

/**
 * The account list after one account changed: replaced in place, added when new, dropped when hidden.
 * An account that became active leaves the others inactive.
 */
export function withAccountUpdate(
  accounts: readonly WalletAccount[],
  update: WalletAccount,
): WalletAccount[] {
  const others = accounts
    .filter((account) => account.id !== update.id)
    .map((account) => (update.isActive && account.isActive ? deactivated(account) : account));
  if (update.status === AccountStatus.hidden) return others;
  const index = accounts.findIndex((account) => account.id === update.id);
  if (index < 0) return [...others, update];
  return [...others.slice(0, index), update, ...others.slice(index)];
}

/** A page of invoices with one invoice's new state, when it is on that page. */
export function withInvoiceUpdate(page: InvoicesPage, update: Invoice): InvoicesPage {
  if (!page.data.some((invoice) => invoice.id === update.id)) return page;
  return { ...page, data: page.data.map((invoice) => (invoice.id === update.id ? update : invoice)) };
}

/**
 * After a call changed an invoice (a cancel): patched into every cached page at once, then the pages
 * and the summary are fetched again. Realtime pushes are handled by the wallet's global listener.
 */
export function refreshInvoices(queryClient: QueryClient, invoice: Invoice) {
  queryClient.setQueriesData<InvoicesPage>({ queryKey: [WALLET_QUERY_KEY, 'invoices'] }, (page) =>
    page ? withInvoiceUpdate(page, invoice) : page,
  );
  void queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_KEY, 'invoices'] });
  void queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_KEY, 'invoice-statistics'] });
}
