import { gameHistoryRoutes } from '@casino/contracts/links';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/use-t.ts';
import { type BetFilters, betsQueryOf } from './bet-filters.ts';
import type { GameBetsPageData } from './game-bets-page.tsx';

export type HistoryTab = 'payments' | 'games' | 'adjustments';

/** Which tab of /profile/history the URL shows: `?tab=games` or `?tab=adjustments`, else payments. */
export function historyTabOf(search: URLSearchParams): HistoryTab {
  const tab = search.get('tab');
  return tab === 'games' || tab === 'adjustments' ? tab : 'payments';
}

/** What the Games tab renders first: the page of rounds the URL's filters ask for. */
export async function loadGameBetsPage(api: ApiClient, filters: BetFilters): Promise<GameBetsPageData> {
  return { filters, bets: await api.call(gameHistoryRoutes.bets, { query: betsQueryOf(filters) }) };
}

/** Payments, games or adjustments: each tab starts from its own defaults (no filters carried over). */
export function HistoryTabs({ current }: { current: HistoryTab }) {
  const t = useT('layout');
  const { pathname } = useLocation();
  const tabs: { tab: HistoryTab; to: string; label: string; icon: 'wallet' | 'dice' | 'coin' }[] = [
    { tab: 'payments', to: pathname, label: t('gameHistory.tabs.payments'), icon: 'wallet' },
    { tab: 'games', to: `${pathname}?tab=games`, label: t('gameHistory.tabs.games'), icon: 'dice' },
    {
      tab: 'adjustments',
      to: `${pathname}?tab=adjustments`,
      label: t('gameHistory.tabs.adjustments'),
      icon: 'coin',
    },
  ];
  return (
    <nav className="history-tabs tabs" aria-label={t('gameHistory.tabs.label')}>
      {tabs.map(({ tab, to, label, icon }) => (
        <Link
          key={tab}
          to={to}
          aria-current={tab === current ? 'page' : undefined}
          preventScrollReset
          replace
          data-testid={`history-tab-${tab}`}
        >
          <Icon name={icon} size={16} /> {label}
        </Link>
      ))}
    </nav>
  );
}
