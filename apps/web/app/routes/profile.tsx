import { identityRoutes, settingsRoutes } from '@casino/contracts/links';
import { ProfileLayout } from '../features/identity/profile/profile-layout.tsx';
import { sectionMeta } from '../lib/seo.ts';
import { loadForPlayer } from '../lib/session/server.ts';
import type { RouteHandle } from '../shell/site-shell.tsx';
import type { Route } from './+types/profile';

export const handle: RouteHandle = { playerOnly: true };

export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadForPlayer(request, context, params.lang, async (api) => {
    const [profile, constants] = await Promise.all([
      api.call(identityRoutes.profile, {}),
      api.call(settingsRoutes.constants, {}),
    ]);
    return { profile: profile.data, referralEnabled: constants.data.player.referral.enabled };
  });
}

export const meta: Route.MetaFunction = (args) => [
  ...sectionMeta(args, 'profile'),
  { name: 'robots', content: 'noindex' },
];

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfileLayout profile={loaderData.profile} referralEnabled={loaderData.referralEnabled} />;
}
