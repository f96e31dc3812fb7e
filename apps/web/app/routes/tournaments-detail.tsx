import { loadTournamentPage } from '../features/tournaments/api/page-data.server.ts';
import { TournamentPage } from '../features/tournaments/pages/tournament-page.tsx';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/tournaments-detail';

/** A tournament by identity (or id), with the signed-in visitor's entry; an unknown one is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadTournamentPage(request, context, params.identity);
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? pageMeta(args, { title: args.data.tournament.title, description: args.data.tournament.description })
    : [];

/** A modal flag (sign-in) keeps the page; the leaderboard stays live through pushes. */
export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function TournamentRoute({ loaderData }: Route.ComponentProps) {
  return <TournamentPage key={loaderData.tournament.id} loaded={loaderData} />;
}
