import { identityRoutes, settingsRoutes } from '@casino/contracts/links';
import { ProfileInfo } from '../features/identity/profile/profile-info.tsx';
import { loadForPlayer } from '../lib/session/server.ts';
import type { Route } from './+types/profile-info';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadForPlayer(request, context, params.lang, async (api) => {
    const [fields, countries] = await Promise.all([
      api.call(identityRoutes.fieldValidations, { query: { scenario: 'profile' } }),
      // The country list of the page's locale (none in the path: the default locale), for the server-rendered select.
      api.call(settingsRoutes.countries, { query: { locale: params.lang } }),
    ]);
    return { fields: fields.data, countries: countries.data };
  });
}

export default function ProfileInfoPage({ loaderData }: Route.ComponentProps) {
  return <ProfileInfo fields={loaderData.fields} countries={loaderData.countries} />;
}
