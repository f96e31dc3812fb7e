import { catalogueApi, loadPlayedPage } from '../features/games/api/page-data.ts';
import { catalogueMeta } from '../features/games/lib/catalogue-meta.ts';
import { RecentlyPlayedPage } from '../features/games/pages/player-games-pages.tsx';
import type { Route } from './+types/recently-played';

/** The player's recently played games, first page; a guest gets the page with a sign-in prompt. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { firstPage: await loadPlayedPage(request, catalogueApi(request, context, params.lang)) };
}

export const meta: Route.MetaFunction = (args) => [
  ...catalogueMeta(args, 'played'),
  { name: 'robots', content: 'noindex' },
];

export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function RecentlyPlayed({ loaderData }: Route.ComponentProps) {
  return <RecentlyPlayedPage firstPage={loaderData.firstPage} />;
}
