import { verificationRoutes } from '@casino/contracts/links';
import { VerificationPage } from '../features/verification/verification-page.tsx';
import { loadForPlayer } from '../lib/session/server.ts';
import { useSiteData } from '../lib/site-data.ts';
import type { Route } from './+types/profile-verification';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadForPlayer(request, context, params.lang, async (api) => ({
    status: (await api.call(verificationRoutes.verification, {})).data,
  }));
}

export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function ProfileVerificationPage({ loaderData }: Route.ComponentProps) {
  const { locale } = useSiteData();
  return <VerificationPage status={loaderData.status} locale={locale} />;
}
