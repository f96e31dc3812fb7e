import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { betFiltersFromSearch } from '../features/games/history/bet-filters.ts';
import { GameBetsPage } from '../features/games/history/game-bets-page.tsx';
import { HistoryTabs, historyTabOf, loadGameBetsPage } from '../features/games/history/history-tabs.tsx';
import { AdjustmentsHistory, loadAdjustmentsPage } from '../features/wallet/history/adjustments-page.tsx';
import { filtersFromSearch } from '../features/wallet/history/history-filters.ts';
import { HistoryPage } from '../features/wallet/history/history-page.tsx';
import { loadHistoryPage } from '../features/wallet/history/page-data.ts';
import { skipQueryOnlyChanges } from '../lib/revalidation.ts';
import { loadForPlayer } from '../lib/session/server.ts';
import type { Route } from './+types/profile-history';

/**
 * The tab the URL asks for (`?tab=games`, `?tab=adjustments`, else payments) with the page its filters ask for
 * (`?type=&status=&page=`, or `?settled=&page=` for games), so a reload keeps them.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  return loadForPlayer(request, context, params.lang, async (api) => {
    const tab = historyTabOf(search);
    if (tab === 'games') return { tab, games: await loadGameBetsPage(api, betFiltersFromSearch(search)) };
    if (tab === 'adjustments') return { tab, adjustments: await loadAdjustmentsPage(api) };
    return { tab, payments: await loadHistoryPage(api, filtersFromSearch(search)) };
  });
}

/** Filters reload on their own (react-query); switching tabs loads the other tab's first page. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const tabChanged = historyTabOf(args.currentUrl.searchParams) !== historyTabOf(args.nextUrl.searchParams);
  return tabChanged || skipQueryOnlyChanges(args);
}

function HistoryTab({ loaded }: { loaded: Route.ComponentProps['loaderData'] }) {
  if (loaded.tab === 'games') return <GameBetsPage loaded={loaded.games} />;
  if (loaded.tab === 'adjustments') return <AdjustmentsHistory loaded={loaded.adjustments} />;
  return <HistoryPage loaded={loaded.payments} />;
}

export default function ProfileHistoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HistoryTabs current={loaderData.tab} />
      <HistoryTab loaded={loaderData} />
    </>
  );
}
