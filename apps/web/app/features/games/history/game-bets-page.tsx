import type { GameBet, GameBetsResponse } from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Icon } from '../../../components/ui/icon.tsx';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useLatestSearch, useSearchUpdate } from '../../../lib/use-search-update.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';
import { historyQueries } from '../api/games-api.ts';
import {
  applyBetFilters,
  type BetFilters,
  betFiltersFromSearch,
  betsQueryOf,
  DEFAULT_BET_FILTERS,
  SETTLED_FILTERS,
  sameBetFilters,
} from './bet-filters.ts';

export type GameBetsPageData = { filters: BetFilters; bets: GameBetsResponse };

/**
 * The history's Games tab: the player's rounds, newest first, settled or open, a page at a time;
 * each links to the provider's recall of the round. Realtime `game.bet` pushes reload it.
 */
export function GameBetsPage({ loaded }: { loaded: GameBetsPageData }) {
  const t = useT('layout');
  const api = useApi();
  const [filters, change] = useBetFilters();
  const bets = useQuery({
    ...historyQueries.bets(api, betsQueryOf(filters)),
    initialData: sameBetFilters(loaded.filters, filters) ? loaded.bets : undefined,
    placeholderData: keepPreviousData,
  });
  const list = bets.data?.data ?? [];
  const meta = bets.data?.meta;
  return (
    <section className="profile-card" aria-labelledby="game-history-title" data-testid="game-history">
      <div className="wallet-history__head">
        <div>
          <h2 id="game-history-title">{t('gameHistory.title')}</h2>
          <p className="muted">{t('gameHistory.text')}</p>
        </div>
      </div>
      <fieldset className="history-filters history-filters__type">
        <legend className="field__label">{t('gameHistory.filter')}</legend>
        <div className="tabs segmented">
          {SETTLED_FILTERS.map((settled) => (
            <button
              key={settled}
              type="button"
              aria-pressed={filters.settled === settled}
              onClick={() => change({ settled })}
              data-testid={`game-history-${settled}`}
            >
              {t(`gameHistory.filters.${settled}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {bets.isError ? (
        <p className="notice notice--error" role="alert">
          <Icon name="alert" /> {t('gameHistory.loadError')}
          <button type="button" className="link-button" onClick={() => void bets.refetch()}>
            {t('profileHistory.retry')}
          </button>
        </p>
      ) : null}
      {list.length === 0 && bets.isSuccess ? (
        <div className="history-empty" data-testid="game-history-empty">
          <p className="muted">
            {t(
              sameBetFilters(filters, DEFAULT_BET_FILTERS)
                ? 'gameHistory.empty'
                : 'gameHistory.emptyFiltered',
            )}
          </p>
        </div>
      ) : null}
      {list.length > 0 ? (
        <div className="invoice-table-wrap" aria-busy={bets.isPlaceholderData || undefined}>
          <GameBetsTable bets={list} />
        </div>
      ) : null}
      {meta && meta.totalPages > 1 ? (
        <Pager page={filters.page} pages={meta.totalPages} onPage={(page) => change({ page })} />
      ) : null}
    </section>
  );
}

function useBetFilters() {
  const latest = useLatestSearch();
  const updateSearch = useSearchUpdate();
  const change = (update: Partial<BetFilters>) =>
    updateSearch((params) => applyBetFilters(params, update), { preventScrollReset: true });
  return [betFiltersFromSearch(latest), change] as const;
}

const STATUS_LOOK = { open: 'pending', settled: 'success', rolledBack: 'error' } as const;

function GameBetsTable({ bets }: { bets: GameBet[] }) {
  const t = useT('layout');
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  const label = (column: string) => t(`gameHistory.columns.${column}`);
  const money = (amount: number, currency: string) => formatMoney(amount, unitOf(currency), locale);
  return (
    <table className="invoice-table game-bets-table" data-testid="game-bets-table">
      <thead>
        <tr>
          <th scope="col">{label('game')}</th>
          <th scope="col">{label('date')}</th>
          <th scope="col" className="invoice-table__amount">
            {label('bet')}
          </th>
          <th scope="col" className="invoice-table__amount">
            {label('win')}
          </th>
          <th scope="col">{label('status')}</th>
          <th scope="col">
            <span className="visually-hidden">{label('recall')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {bets.map((bet) => (
          <tr key={bet.id} data-testid="game-bet-row" data-status={bet.roundStatus}>
            <td data-label={label('game')}>
              <span className="game-bet__game">
                {bet.gameImage ? (
                  <img src={bet.gameImage} alt="" width={30} height={40} loading="lazy" />
                ) : null}
                {bet.game}
              </span>
            </td>
            <td data-label={label('date')}>
              <LocalTime iso={bet.createdAt} />
            </td>
            <td data-label={label('bet')} className="invoice-table__amount">
              {money(bet.amount, bet.currency)}
            </td>
            <td data-label={label('win')} className="invoice-table__amount">
              {money(bet.payout, bet.currency)}
              {bet.coefficient > 0 ? (
                <span className="muted game-bet__multiplier"> ×{bet.coefficient}</span>
              ) : null}
            </td>
            <td data-label={label('status')}>
              <span className={`invoice-status invoice-status--${STATUS_LOOK[bet.roundStatus]}`}>
                {t(`gameHistory.statuses.${bet.roundStatus}`)}
              </span>
            </td>
            <td className="invoice-table__actions">
              {bet.recallUrl ? (
                <a
                  className="button button--ghost button--small"
                  href={bet.recallUrl}
                  target="_blank"
                  rel="noopener"
                  data-testid="game-bet-recall"
                >
                  {t('gameHistory.recall')}
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
