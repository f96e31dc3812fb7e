import { gameHistoryRoutes } from '@casino/contracts/links';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/use-t.ts';
import { type BetFilters, betsQueryOf } from './bet-filters.ts';
import type { GameBetsPageData } from './game-bets-page.tsx';

export type HistoryTab = 'payments' | 'games';

/** Which tab of /profile/history the URL shows: `?tab=games`, else payments. */
export function historyTabOf(search: URLSearchParams): HistoryTab {
  return search.get('tab') === 'games' ? 'games' : 'payments';
}

/** What the Games tab renders first: the page of rounds the URL's filters ask for. */
export async function loadGameBetsPage(api: ApiClient, filters: BetFilters): Promise<GameBetsPageData> {
  return { filters, bets: await api.call(gameHistoryRoutes.bets, { query: betsQueryOf(filters) }) };
}

/** Payments or games: each tab starts from its own defaults (no filters carried over). */
export function HistoryTabs({ current }: { current: HistoryTab }) {
  const t = useT('layout');
  const { pathname } = useLocation();
  const tabs: { tab: HistoryTab; to: string; label: string; icon: 'wallet' | 'dice' }[] = [
    { tab: 'payments', to: pathname, label: t('gameHistory.tabs.payments'), icon: 'wallet' },
    { tab: 'games', to: `${pathname}?tab=games`, label: t('gameHistory.tabs.games'), icon: 'dice' },
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
