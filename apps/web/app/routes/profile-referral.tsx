import { data } from 'react-router';
import { loadReferralPage, referralPageOf } from '../features/referrals/api/referrals-api.ts';
import { ReferralPage } from '../features/referrals/pages/referral-page.tsx';
import { skipQueryOnlyChanges } from '../lib/revalidation.ts';
import { loadForPlayer } from '../lib/session/server.ts';
import type { Route } from './+types/profile-referral';

/** The page of friends the URL asks for (`?page=N`); removed (404) while the programme is off. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = referralPageOf(new URL(request.url).searchParams);
  return loadForPlayer(request, context, params.lang, async (api) => {
    const loaded = await loadReferralPage(api, page);
    if (!loaded) throw data(null, { status: 404 });
    return loaded;
  });
}

/** Paging and modal flags keep the page; the lists reload on their own (react-query). */
export const shouldRevalidate = skipQueryOnlyChanges;

export default function ProfileReferralPage({ loaderData }: Route.ComponentProps) {
  return <ReferralPage loaded={loaderData} />;
}
