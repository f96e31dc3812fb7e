import type { Invoice } from '@casino/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useLatestSearch } from '../../../lib/use-search-update.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityQueries } from '../../identity/api/identity-api.ts';
import { WALLET_QUERY_KEY, walletCalls, walletQueries } from '../api/wallet-api.ts';
import { HistoryFilterBar } from './history-filter-bar.tsx';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  type HistoryFilters,
  invoicesQueryOf,
  sameFilters,
  searchWithFilters,
} from './history-filters.ts';
import { InvoiceSummary } from './invoice-summary.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import { refreshInvoices } from './list-updates.ts';
import type { HistoryPageData } from './page-data.ts';

/** /profile/history: the summary, the filters, the invoices of the page, and cancel for pending ones. */
export function HistoryPage({ loaded }: { loaded: HistoryPageData }) {
  const t = useT('layout');
  const api = useApi();
  const { locale } = useSiteData();
  const [filters, change] = useHistoryFilters();
  const invoices = useQuery({
    ...walletQueries.invoices(api, invoicesQueryOf(filters)),
    // The loader's page belongs to the filters the page was opened with; later ones are fetched here.
    initialData: sameFilters(loaded.filters, filters) ? loaded.invoices : undefined,
    placeholderData: keepPreviousData,
  });
  const statistics = useQuery({
    ...walletQueries.statistics(api),
    initialData: loaded.statistics ?? undefined,
  });
  const { data: currencies } = useQuery({
    ...identityQueries.currencies(api),
    initialData: loaded.currencies,
  });
  const cancel = useCancelInvoice();

  const list = invoices.data?.data ?? [];
  const meta = invoices.data?.meta;
  const filtered = !sameFilters({ ...filters, page: 1 }, DEFAULT_FILTERS);
  return (
    <div className="wallet-history" data-testid="history-page">
      {statistics.data ? (
        <InvoiceSummary statistics={statistics.data} currencies={currencies} locale={locale} />
      ) : null}
      <section className="profile-card" aria-labelledby="history-title">
        <div className="wallet-history__head">
          <div>
            <h2 id="history-title">{t('profileHistory.title')}</h2>
            <p className="muted">{t('profileHistory.text')}</p>
          </div>
        </div>
        <HistoryFilterBar filters={filters} onChange={change} />
        {invoices.isError ? (
          <p className="notice notice--error" role="alert" data-testid="history-error">
            <Icon name="alert" /> {t('profileHistory.loadError')}
            <button type="button" className="link-button" onClick={() => void invoices.refetch()}>
              {t('profileHistory.retry')}
            </button>
          </p>
        ) : null}
        {list.length === 0 && !invoices.isPending && !invoices.isError ? (
          <div className="history-empty" data-testid="history-empty">
            <p className="muted">{t(filtered ? 'profileHistory.emptyFiltered' : 'profileHistory.empty')}</p>
            {filtered ? (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => change(DEFAULT_FILTERS)}
              >
                {t('profileHistory.showAll')}
              </button>
            ) : null}
          </div>
        ) : null}
        {list.length > 0 ? (
          <div className="invoice-table-wrap" aria-busy={invoices.isPlaceholderData || undefined}>
            <InvoiceTable
              invoices={list}
              currencies={currencies}
              locale={locale}
              cancellingId={cancel.isPending ? (cancel.variables?.id ?? null) : null}
              onCancel={(invoice) => cancel.mutate(invoice)}
            />
          </div>
        ) : null}
        {meta && meta.totalPages > 1 ? (
          <Pager page={filters.page} pages={meta.totalPages} onPage={(page) => change({ page })} />
        ) : null}
      </section>
    </div>
  );
}

/**
 * The filters of the URL, and their setter. While a change is still navigating (the profile's loader
 * runs), the filters are those of the URL being navigated to, so a second quick change builds on the
 * first instead of undoing it.
 */
function useHistoryFilters() {
  const [, setSearch] = useSearchParams();
  const current = useLatestSearch();
  const change = (update: Partial<HistoryFilters>) =>
    setSearch(searchWithFilters(current, update), { preventScrollReset: true });
  return [filtersFromSearch(current), change] as const;
}

/** Declines a pending invoice; the answer (now an error invoice) goes into the lists at once. */
function useCancelInvoice() {
  const t = useT('layout');
  const api = useApi();
  const queryClient = useQueryClient();
  const pushAlert = useAlerts();
  return useMutation({
    mutationFn: (invoice: Invoice) => walletCalls.declineInvoice(api, invoice.id),
    onSuccess: (invoice) => {
      refreshInvoices(queryClient, invoice);
      // A cancelled withdrawal gives its reserved amount back to the account.
      void queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_KEY, 'accounts'] });
      pushAlert({
        type: 'success',
        title: t('profileHistory.cancelled.title'),
        text: t('profileHistory.cancelled.text', { number: invoice.number }),
      });
    },
    onError: (_error, invoice) =>
      pushAlert({
        type: 'error',
        title: t('profileHistory.cancelFailed.title'),
        text: t('profileHistory.cancelFailed.text', { number: invoice.number }),
      }),
  });
}
