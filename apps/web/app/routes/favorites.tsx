import { catalogueApi, loadFavoritesPage } from '../features/games/api/page-data.ts';
import { catalogueMeta } from '../features/games/lib/catalogue-meta.ts';
import { FavoritesPage } from '../features/games/pages/player-games-pages.tsx';
import type { Route } from './+types/favorites';

/** The player's first page of favourites; a guest gets the page with a sign-in prompt. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { firstPage: await loadFavoritesPage(request, catalogueApi(request, context, params.lang)) };
}

export const meta: Route.MetaFunction = (args) => [
  ...catalogueMeta(args, 'favorites'),
  { name: 'robots', content: 'noindex' },
];

export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return <FavoritesPage firstPage={loaderData.firstPage} />;
}
