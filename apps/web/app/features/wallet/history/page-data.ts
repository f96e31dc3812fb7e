import { paymentRoutes, settingsRoutes, walletRoutes } from '@casino/contracts/links';
import type { ApiClient } from '../../../lib/api-client.ts';
import { type HistoryFilters, invoicesQueryOf } from './history-filters.ts';

/** What /profile/wallet renders first: the accounts and the currency list (display units, the add select). */
export async function loadWalletPage(api: ApiClient) {
  const [accounts, currencies] = await Promise.all([
    api.call(walletRoutes.accounts, {}),
    api.call(settingsRoutes.currencies, { query: {} }),
  ]);
  return { accounts: accounts.data, currencies: currencies.data };
}

/**
 * What /profile/history renders first: the page of invoices the URL's filters ask for, the currency
 * list, and the summary when the statistics call answers (the page stands without it).
 */
export async function loadHistoryPage(api: ApiClient, filters: HistoryFilters) {
  const [invoices, currencies, statistics] = await Promise.all([
    api.call(paymentRoutes.invoices, { query: invoicesQueryOf(filters) }),
    api.call(settingsRoutes.currencies, { query: {} }),
    api
      .call(paymentRoutes.statistics, {})
      .then((response) => response.data)
      .catch(() => null),
  ]);
  return { filters, invoices, currencies: currencies.data, statistics };
}

export type HistoryPageData = Awaited<ReturnType<typeof loadHistoryPage>>;
export type WalletPageData = Awaited<ReturnType<typeof loadWalletPage>>;
