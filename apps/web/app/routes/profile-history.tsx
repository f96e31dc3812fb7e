import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { betFiltersFromSearch } from '../features/games/history/bet-filters.ts';
import { GameBetsPage } from '../features/games/history/game-bets-page.tsx';
import { HistoryTabs, historyTabOf, loadGameBetsPage } from '../features/games/history/history-tabs.tsx';
import { filtersFromSearch } from '../features/wallet/history/history-filters.ts';
import { HistoryPage } from '../features/wallet/history/history-page.tsx';
import { loadHistoryPage } from '../features/wallet/history/page-data.ts';
import { skipQueryOnlyChanges } from '../lib/revalidation.ts';
import { loadForPlayer } from '../lib/session/server.ts';
import type { Route } from './+types/profile-history';

/**
 * The tab the URL asks for (`?tab=games`, else payments) with the page its filters ask for
 * (`?type=&status=&page=`, or `?settled=&page=` for games), so a reload keeps them.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  return loadForPlayer(request, context, params.lang, async (api) =>
    historyTabOf(search) === 'games'
      ? { tab: 'games' as const, games: await loadGameBetsPage(api, betFiltersFromSearch(search)) }
      : { tab: 'payments' as const, payments: await loadHistoryPage(api, filtersFromSearch(search)) },
  );
}

/** Filters reload on their own (react-query); switching tabs loads the other tab's first page. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const tabChanged = historyTabOf(args.currentUrl.searchParams) !== historyTabOf(args.nextUrl.searchParams);
  return tabChanged || skipQueryOnlyChanges(args);
}

export default function ProfileHistoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HistoryTabs current={loaderData.tab} />
      {loaderData.tab === 'games' ? (
        <GameBetsPage loaded={loaderData.games} />
      ) : (
        <HistoryPage loaded={loaderData.payments} />
      )}
    </>
  );
}
