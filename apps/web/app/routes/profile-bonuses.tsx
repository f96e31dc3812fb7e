import { bonusRoutes, settingsRoutes } from '@casino/contracts/links';
import { LISTED_QUERY } from '../features/bonuses/api/bonuses-api.ts';
import { BonusesPage } from '../features/bonuses/pages/bonuses-page.tsx';
import { skipQueryOnlyChanges } from '../lib/revalidation.ts';
import { loadForPlayer } from '../lib/session/server.ts';
import type { Route } from './+types/profile-bonuses';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadForPlayer(request, context, params.lang, async (api) => {
    const [bonuses, freespins, currencies] = await Promise.all([
      api.call(bonusRoutes.playerBonuses, { query: LISTED_QUERY }),
      api.call(bonusRoutes.playerFreespins, { query: LISTED_QUERY }),
      api.call(settingsRoutes.currencies, { query: {} }),
    ]);
    return { bonuses: bonuses.data, freespins: freespins.data, currencies: currencies.data };
  });
}

/** Opening a modal (a query flag) keeps the page; the lists reload on their own (react-query, pushes). */
export const shouldRevalidate = skipQueryOnlyChanges;

export default function ProfileBonusesPage({ loaderData }: Route.ComponentProps) {
  return <BonusesPage loaded={loaderData} />;
}
