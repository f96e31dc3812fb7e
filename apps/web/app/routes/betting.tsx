import { identityRoutes } from '@casino/contracts/links';
import { data } from 'react-router';
import { BETTING_CONTAINER_ID } from '../features/betting/betting-client.ts';
import { useBettingClient } from '../features/betting/use-betting-client.ts';
import { createApiClient } from '../lib/api-client.ts';
import { sectionMeta } from '../lib/seo.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/betting';

/**
 * The sportsbook of the configured betting client, framed by its SDK (client contract section 7);
 * without its host or client id the route does not exist.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const init = (await createApiClient(context.api).call(identityRoutes.init, {})).data;
  const client = init.settings.bettingClient;
  if (!client.host || !client.clientId) throw data(null, { status: 404 });
  return {
    config: {
      host: client.host,
      clientId: client.clientId,
      theme: client.sportsBookTheme,
      styles: client.sportsBookStyles,
      allowParentUrlUpdate: client.allowParentUrlUpdate ?? false,
    },
  };
}

export const meta: Route.MetaFunction = (args) => sectionMeta(args, 'betting');

export default function Betting({ loaderData }: Route.ComponentProps) {
  const t = useT('global-components');
  const state = useBettingClient(loaderData.config);
  return (
    <div className="page page--full betting-page" data-testid="betting-page" data-state={state}>
      <h1 className="visually-hidden">{t('betting.title')}</h1>
      {state === 'loading' ? (
        <p className="betting-page__status" role="status">
          {t('betting.loading')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className="betting-page__status" role="alert">
          {t('betting.failed')}
        </p>
      ) : null}
      <div id={BETTING_CONTAINER_ID} className="betting-container" data-testid={BETTING_CONTAINER_ID} />
    </div>
  );
}
