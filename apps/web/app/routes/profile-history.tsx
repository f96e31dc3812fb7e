import { filtersFromSearch } from '../features/wallet/history/history-filters.ts';
import { HistoryPage } from '../features/wallet/history/history-page.tsx';
import { loadHistoryPage } from '../features/wallet/history/page-data.ts';
import { loadForPlayer } from '../lib/session/server.ts';
import type { Route } from './+types/profile-history';

/** The page of invoices the URL's filters ask for (`?type=&status=&page=`), so a reload keeps them. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const filters = filtersFromSearch(new URL(request.url).searchParams);
  return loadForPlayer(request, context, params.lang, (api) => loadHistoryPage(api, filters));
}

export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function ProfileHistoryPage({ loaderData }: Route.ComponentProps) {
  return <HistoryPage loaded={loaderData} />;
}
