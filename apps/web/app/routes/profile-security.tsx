import { identityRoutes } from '@casino/contracts/links';
import { SESSIONS_PER_PAGE } from '../features/identity/api/identity-api.ts';
import { ProfileSecurity } from '../features/identity/profile/profile-security.tsx';
import { loadForPlayer } from '../lib/session/server.ts';
import type { Route } from './+types/profile-security';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadForPlayer(request, context, params.lang, async (api) => ({
    sessions: await api.call(identityRoutes.sessions, { query: { page: 1, perPage: SESSIONS_PER_PAGE } }),
  }));
}

export default function ProfileSecurityPage({ loaderData }: Route.ComponentProps) {
  return <ProfileSecurity firstPage={loaderData.sessions} />;
}
