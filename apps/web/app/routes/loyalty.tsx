import { lazy, Suspense } from 'react';
import { loadLoyaltyPage } from '../features/loyalty/api/page-data.server.ts';
import { loadPointsOffers } from '../features/loyalty/api/points-offers.server.ts';
import { LoyaltyPage } from '../features/loyalty/pages/loyalty-page.tsx';
import { loadWheels } from '../features/wheels/api/page-data.server.ts';
import { sectionMeta } from '../lib/seo.ts';
import type { Route } from './+types/loyalty';

/** The Harbor Club; removed (404) while the site's loyalty setting is off (spec section 2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, pointsOffers, wheels] = await Promise.all([
    loadLoyaltyPage(request, context),
    loadPointsOffers(request, context),
    loadWheels(request, context),
  ]);
  return { ...page, pointsOffers, wheels };
}

/** The points exchange and the prize wheels: code of their own, loaded with the page. */
const PointsExchange = lazy(() => import('../features/loyalty/components/points-exchange.tsx'));
const PrizeWheels = lazy(() => import('../features/wheels/components/prize-wheels.tsx'));
/** The way into the quests (quests-hub), or a guest's call to sign in. */
const QuestsSection = lazy(async () => ({
  default: (await import('../features/quests/components/quests-section.tsx')).QuestsSection,
}));

export const meta: Route.MetaFunction = (args) => sectionMeta(args, 'loyalty');

/** A modal flag (loyalty-earn, sign-up) keeps the page; the account stays live through pushes. */
export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function Loyalty({ loaderData }: Route.ComponentProps) {
  return (
    <LoyaltyPage loaded={loaderData}>
      <Suspense fallback={null}>
        <QuestsSection />
      </Suspense>
      <Suspense fallback={null}>
        <PointsExchange loaded={loaderData.pointsOffers} />
      </Suspense>
      <Suspense fallback={null}>
        <PrizeWheels loaded={loaderData.wheels} />
      </Suspense>
    </LoyaltyPage>
  );
}
