import { backofficeWheelRoutes as calls, type Locale, settingsRoutes } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { LifecyclePanel } from '../../components/lifecycle-panel.tsx';
import { useSiteCurrencies } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateBadge } from '../../components/promotion-state.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useCan } from '../../session/permissions.ts';
import { WHEELS_QUERY_KEY, WheelForm } from './wheel-form.tsx';

const WHEEL_ROUTES = {
  schedule: calls.scheduleWheel,
  unschedule: calls.unscheduleWheel,
  end: calls.endWheel,
};

const ENGLISH_ONLY: Locale[] = [
  { code: 'en', name: 'English', nativeName: 'English', languageCode: 'en', isDefault: true },
];

/** The site's currencies and locales: the form has a column for each. */
function useReference() {
  const api = useApi();
  const currencies = useSiteCurrencies();
  const locales = useQuery({
    queryKey: ['settings', 'locales'],
    queryFn: () => api.call(settingsRoutes.locales, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    ready: !currencies.isPending && !locales.isPending,
    currencies: currencies.data?.data ?? [],
    locales: locales.data?.data ?? ENGLISH_ONLY,
  };
}

/** /wheels/new: a new draft. */
export function NewWheelPage() {
  const { ready, currencies, locales } = useReference();
  return (
    <section className="page">
      <title>New wheel · Back office</title>
      <PageHeader title="New wheel" description={<Link to="/wheels">All wheels</Link>} />
      {ready ? <WheelForm currencies={currencies} locales={locales} /> : <LoadingState />}
    </section>
  );
}

/** /wheels/:id: the wheel's texts, spins and sectors, and its schedule. */
export function WheelEditorPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const mayWrite = useCan('bonuses.write');
  const { ready, currencies, locales } = useReference();
  const wheel = useQuery({
    queryKey: [...WHEELS_QUERY_KEY, 'wheel', id],
    queryFn: () => api.call(calls.getWheel, { params: { id } }),
  });
  if (wheel.isPending || !ready) return <LoadingState />;
  if (wheel.isError) return <ErrorState error={wheel.error} onRetry={() => void wheel.refetch()} />;
  const data = wheel.data.data;
  const title = data.titles.en ?? data.identity;
  return (
    <section className="page">
      <title>{`${title} · Back office`}</title>
      <PageHeader
        title={title}
        description={
          <>
            <Link to="/wheels">All wheels</Link> · {data.openSpins} open{' '}
            {data.openSpins === 1 ? 'spin' : 'spins'} · sectors version {data.sectorsVersion}
          </>
        }
      />
      <section className="card" aria-label="Schedule">
        <h2 className="card__title">Schedule</h2>
        {mayWrite ? (
          <LifecyclePanel
            window={data}
            routes={WHEEL_ROUTES}
            params={{ id }}
            touches={[WHEELS_QUERY_KEY]}
            testIdPrefix="wheel"
          />
        ) : (
          <StateBadge state={data.state} />
        )}
      </section>
      <WheelForm key={`${data.id}:${data.state}`} wheel={data} currencies={currencies} locales={locales} />
    </section>
  );
}
