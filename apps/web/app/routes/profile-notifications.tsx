import { inboxPageOf, loadNotificationsPage } from '../features/notifications/api/notifications-api.ts';
import { NotificationsPage } from '../features/notifications/pages/notifications-page.tsx';
import { skipQueryOnlyChanges } from '../lib/revalidation.ts';
import { loadForPlayer } from '../lib/session/server.ts';
import type { Route } from './+types/profile-notifications';

/** The page of messages the URL asks for (`?page=N`), so a reload keeps it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = inboxPageOf(new URL(request.url).searchParams);
  return loadForPlayer(request, context, params.lang, (api) => loadNotificationsPage(api, page));
}

/** Paging and modal flags keep the page; the list reloads on its own (react-query, pushes). */
export const shouldRevalidate = skipQueryOnlyChanges;

export default function ProfileNotificationsPage({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage loaded={loaderData} />;
}
