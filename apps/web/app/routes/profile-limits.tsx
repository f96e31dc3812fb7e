import { limitRoutes } from '@casino/contracts/links';
import { LimitsPage } from '../features/limits/components/limits-page.tsx';
import { skipQueryOnlyChanges } from '../lib/revalidation.ts';
import { loadForPlayer } from '../lib/session/server.ts';
import type { Route } from './+types/profile-limits';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadForPlayer(request, context, params.lang, async (api) => ({
    limits: (await api.call(limitRoutes.listLimits, {})).data,
  }));
}

/** Opening a modal (a query flag) keeps the page; the list reloads on its own (react-query). */
export const shouldRevalidate = skipQueryOnlyChanges;

export default function ProfileLimitsPage({ loaderData }: Route.ComponentProps) {
  return <LimitsPage initial={loaderData.limits} />;
}
