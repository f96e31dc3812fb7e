import type { PlayerAdjustment } from '@casino/contracts';
import { walletRoutes } from '@casino/contracts/links';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import {
  ADJUSTMENTS_PER_PAGE,
  type AdjustmentsPage as AdjustmentsAnswer,
  walletQueries,
} from '../api/wallet-api.ts';
import { useWalletAccounts } from '../hooks/use-wallet-accounts.ts';
import { formatMoney } from '../lib/display-unit.ts';

/** What the Adjustments tab renders first: the newest page. */
export function loadAdjustmentsPage(api: ApiClient): Promise<AdjustmentsAnswer> {
  return api.call(walletRoutes.adjustments, { query: { page: 1, perPage: ADJUSTMENTS_PER_PAGE } });
}

const directionOf = (adjustment: PlayerAdjustment) =>
  adjustment.kind === 'adjustment.credit' ? 'credit' : 'debit';

/**
 * The history's Adjustments tab: what staff credited or debited to the player's balances, newest
 * first, with the reason; a live balance update (the `wallet` keys) reloads it.
 */
export function AdjustmentsHistory({ loaded }: { loaded: AdjustmentsAnswer }) {
  const t = useT('layout');
  const api = useApi();
  const [page, setPage] = useState(1);
  const adjustments = useQuery({
    ...walletQueries.adjustments(api, page),
    initialData: page === 1 ? loaded : undefined,
    placeholderData: keepPreviousData,
  });
  const list = adjustments.data?.data ?? [];
  const meta = adjustments.data?.meta;
  return (
    <section
      className="profile-card"
      aria-labelledby="adjustment-history-title"
      data-testid="adjustment-history"
    >
      <div className="wallet-history__head">
        <div>
          <h2 id="adjustment-history-title">{t('adjustmentHistory.title')}</h2>
          <p className="muted">{t('adjustmentHistory.text')}</p>
        </div>
      </div>
      {adjustments.isError ? (
        <p className="notice notice--error" role="alert">
          <Icon name="alert" /> {t('adjustmentHistory.loadError')}
          <button type="button" className="link-button" onClick={() => void adjustments.refetch()}>
            {t('profileHistory.retry')}
          </button>
        </p>
      ) : null}
      {list.length === 0 && adjustments.isSuccess ? (
        <div className="history-empty" data-testid="adjustment-history-empty">
          <p className="muted">{t('adjustmentHistory.empty')}</p>
        </div>
      ) : null}
      {list.length > 0 ? (
        <div className="invoice-table-wrap" aria-busy={adjustments.isPlaceholderData || undefined}>
          <AdjustmentsTable adjustments={list} />
        </div>
      ) : null}
      {meta && meta.totalPages > 1 ? <Pager page={page} pages={meta.totalPages} onPage={setPage} /> : null}
    </section>
  );
}

function AdjustmentsTable({ adjustments }: { adjustments: PlayerAdjustment[] }) {
  const t = useT('layout');
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  const label = (column: string) => t(`adjustmentHistory.columns.${column}`);
  return (
    <table className="invoice-table" data-testid="adjustments-table">
      <thead>
        <tr>
          <th scope="col">{label('date')}</th>
          <th scope="col">{label('type')}</th>
          <th scope="col">{label('reason')}</th>
          <th scope="col" className="invoice-table__amount">
            {label('amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {adjustments.map((adjustment) => (
          <tr key={adjustment.id} data-testid="adjustment-row">
            <td data-label={label('date')}>
              <LocalTime iso={adjustment.createdAt} />
            </td>
            <td data-label={label('type')}>
              {t(`adjustmentHistory.kinds.${directionOf(adjustment)}.${adjustment.part}`)}
            </td>
            <td data-label={label('reason')}>{t(`adjustmentHistory.reasons.${adjustment.reasonCode}`)}</td>
            <td data-label={label('amount')} className="invoice-table__amount">
              {adjustment.amount > 0 ? '+' : ''}
              {formatMoney(adjustment.amount, unitOf(adjustment.currency), locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
