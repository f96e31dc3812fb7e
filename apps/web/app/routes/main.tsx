import { loadContentPage } from '../features/content/load-page.ts';
import { renderPage } from '../features/content/markdown.server.ts';
import { loadLobbyGames } from '../features/games/api/page-data.ts';
import { contentPageMeta } from '../lib/seo.ts';
import type { Route } from './+types/main';
import { LandingPage } from './home.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [page, games] = await Promise.all([
    loadContentPage(context, params.lang, 'main'),
    loadLobbyGames(request, context, params.lang),
  ]);
  return { page: renderPage(page, params.lang), games };
}

export const meta: Route.MetaFunction = (args) => contentPageMeta(args);

export default function Main({ loaderData: { page, games } }: Route.ComponentProps) {
  return <LandingPage page={page} games={games} />;
}
