import { catalogueApi, loadGamePage } from '../features/games/api/page-data.ts';
import { catalogueMeta } from '../features/games/lib/catalogue-meta.ts';
import { GamePage } from '../features/games/pages/game-page.tsx';
import type { Route } from './+types/game';

/** The game (by id or slug) or the 404 page; the launch happens in the browser. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadGamePage(catalogueApi(request, context, params.lang), params.id);
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? catalogueMeta(args, 'game', {
        name: args.data.game.name,
        provider: args.data.game.provider.name,
        description: args.data.game.description ?? '',
      })
    : [];

export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function GameRoute({ loaderData }: Route.ComponentProps) {
  return <GamePage key={loaderData.game.id} game={loaderData.game} />;
}
