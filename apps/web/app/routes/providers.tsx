import { catalogueApi, loadProvidersPage } from '../features/games/api/page-data.ts';
import { catalogueFiltersFromSearch } from '../features/games/lib/catalogue-filters.ts';
import { catalogueMeta } from '../features/games/lib/catalogue-meta.ts';
import { ProvidersPage } from '../features/games/pages/providers-page.tsx';
import type { Route } from './+types/providers';

/** The provider cards; `?provider={id}` adds the first page of that provider's games. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const filters = catalogueFiltersFromSearch(new URL(request.url).searchParams);
  return loadProvidersPage(catalogueApi(request, context, params.lang), filters);
}

export const meta: Route.MetaFunction = (args) => catalogueMeta(args, 'providers');

export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function Providers({ loaderData }: Route.ComponentProps) {
  return <ProvidersPage loaded={loaderData} />;
}
