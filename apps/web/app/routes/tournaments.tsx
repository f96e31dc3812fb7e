import { loadTournamentsPage } from '../features/tournaments/api/page-data.server.ts';
import { TournamentsPage } from '../features/tournaments/pages/tournaments-page.tsx';
import { sectionMeta } from '../lib/seo.ts';
import type { Route } from './+types/tournaments';

/** The running, upcoming and finished tournaments, the same for every visitor. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadTournamentsPage(context);
}

export const meta: Route.MetaFunction = (args) => sectionMeta(args, 'tournaments');

/** A modal flag keeps the page; the lists refresh on their own when a countdown ends. */
export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function Tournaments({ loaderData }: Route.ComponentProps) {
  return <TournamentsPage loaded={loaderData} />;
}
