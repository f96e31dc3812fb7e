import { identityRoutes, verificationRoutes } from '@casino/contracts/links';
import { data } from 'react-router';
import { DocumentsPage } from '../features/verification/documents-page.tsx';
import { loadForPlayer } from '../lib/session/server.ts';
import type { Route } from './+types/profile-documents';

/** Removed (404) when the identity verification provider is on and its hide-documents setting too (spec section 2). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadForPlayer(request, context, params.lang, async (api) => {
    const { sumsub } = (await api.call(identityRoutes.init, {})).data.settings;
    if (sumsub.enabled && sumsub.hideDocumentsPage) throw data(null, { status: 404 });
    return { documents: (await api.call(verificationRoutes.documents, {})).data };
  });
}

export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function ProfileDocumentsPage({ loaderData }: Route.ComponentProps) {
  return <DocumentsPage documents={loaderData.documents} />;
}
