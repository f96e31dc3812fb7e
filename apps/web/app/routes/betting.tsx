import { identityRoutes } from '@casino/contracts/links';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { createApiClient } from '../lib/api-client.ts';
import { sectionMeta } from '../lib/seo.ts';
import type { Route } from './+types/betting';

/** The sportsbook of the configured betting client; without its host or client id the route does not exist. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const init = (await createApiClient(context.api).call(identityRoutes.init, {})).data;
  const { host, clientId } = init.settings.bettingClient;
  if (!host || !clientId) throw data(null, { status: 404 });
  const src = new URL(host);
  src.searchParams.set('clientId', clientId);
  src.searchParams.set('lang', params.lang ?? init.defaultLocale);
  return { src: src.href };
}

export const meta: Route.MetaFunction = (args) => sectionMeta(args, 'betting');

export default function Betting({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('global-components');
  return (
    <div className="page page--full">
      <h1 className="visually-hidden">{t('betting.title')}</h1>
      <iframe className="betting-frame" src={loaderData.src} title={t('betting.frameTitle')} />
    </div>
  );
}
