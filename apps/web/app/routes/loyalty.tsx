import { loadLoyaltyPage } from '../features/loyalty/api/page-data.server.ts';
import { LoyaltyPage } from '../features/loyalty/pages/loyalty-page.tsx';
import { sectionMeta } from '../lib/seo.ts';
import type { Route } from './+types/loyalty';

/** The Harbor Club; removed (404) while the site's loyalty setting is off (spec section 2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLoyaltyPage(request, context);
}

export const meta: Route.MetaFunction = (args) => sectionMeta(args, 'loyalty');

/** A modal flag (loyalty-earn, sign-up) keeps the page; the account stays live through pushes. */
export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function Loyalty({ loaderData }: Route.ComponentProps) {
  return <LoyaltyPage loaded={loaderData} />;
}
