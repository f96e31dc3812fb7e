import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { usePlayerRealtimeEvent } from '../../../lib/realtime/realtime-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { type WheelsData, wheelQueries, wheelsKey } from '../api/wheels-api.ts';
import { WheelCard } from './wheel-card.tsx';

/**
 * The prize wheels section of /loyalty (loaded apart from the page's code): each running wheel with
 * the player's spins, which a wheel.spin.issued push (retention:wheels) brings up to date.
 */
export default function PrizeWheels({ loaded }: { loaded: WheelsData | null }) {
  const t = useT('global-components');
  const api = useApi();
  const queryClient = useQueryClient();
  const { isLoggedIn } = useSession();
  const wheels = useQuery({
    ...wheelQueries.list(api, isLoggedIn),
    initialData: loaded && loaded.asPlayer === isLoggedIn ? loaded.wheels : undefined,
  });
  usePlayerRealtimeEvent('retention:wheels', () => {
    void queryClient.invalidateQueries({ queryKey: wheelsKey(true) });
  });
  return (
    <section className="section prize-wheels" aria-labelledby="prize-wheels-title" data-testid="prize-wheels">
      <h2 id="prize-wheels-title" className="section__title">
        {t('wheels.title')}
      </h2>
      <p className="muted">{t('wheels.text')}</p>
      {wheels.data ? (
        wheels.data.length === 0 ? (
          <p className="muted">{t('wheels.empty')}</p>
        ) : (
          <div className="wheel-list">
            {wheels.data.map((wheel) => (
              <WheelCard key={wheel.id} wheel={wheel} />
            ))}
          </div>
        )
      ) : wheels.isError ? (
        <p className="notice notice--error" role="alert">
          <Icon name="alert" /> {t('wheels.loadError')}
          <button type="button" className="link-button" onClick={() => void wheels.refetch()}>
            {t('wheels.retry')}
          </button>
        </p>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}
