import { backofficeBonusRoutes as calls } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { LifecyclePanel } from '../../components/lifecycle-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateBadge } from '../../components/promotion-state.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useCan } from '../../session/permissions.ts';
import { BonusCodesPanel } from './bonus-codes-panel.tsx';
import { BonusForm } from './bonus-form.tsx';
import { PROMOTIONS_QUERY_KEY } from './labels.tsx';

const BONUS_ROUTES = {
  schedule: calls.scheduleBonus,
  unschedule: calls.unscheduleBonus,
  end: calls.endBonus,
};

/** /promotions/bonuses/new: a new draft. */
export function NewBonusPage() {
  return (
    <section className="page">
      <title>New bonus · Back office</title>
      <PageHeader title="New bonus" description={<Link to="/promotions">All promotions</Link>} />
      <BonusForm />
    </section>
  );
}

/** /promotions/bonuses/:id: the bonus's terms, its schedule and its codes. */
export function BonusEditorPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const mayWrite = useCan('bonuses.write');
  const bonus = useQuery({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'bonus', id],
    queryFn: () => api.call(calls.getBonus, { params: { id } }),
  });
  if (bonus.isPending) return <LoadingState />;
  if (bonus.isError) return <ErrorState error={bonus.error} onRetry={() => void bonus.refetch()} />;
  const data = bonus.data.data;
  return (
    <section className="page">
      <title>{`${data.names.en ?? data.slug} · Back office`}</title>
      <PageHeader
        title={data.names.en ?? data.slug}
        description={
          <>
            <Link to="/promotions">All promotions</Link> · received by {data.grantedCount}{' '}
            {data.grantedCount === 1 ? 'player' : 'players'}, who keep the terms they received.
          </>
        }
      />
      <section className="card" aria-label="Schedule">
        <h2 className="card__title">Schedule</h2>
        {mayWrite ? (
          <LifecyclePanel
            window={data}
            routes={BONUS_ROUTES}
            params={{ id }}
            testIdPrefix="bonus"
            touches={[PROMOTIONS_QUERY_KEY]}
          />
        ) : (
          <StateBadge state={data.state} />
        )}
      </section>
      <BonusForm key={`${data.id}:${data.state}`} bonus={data} />
      <BonusCodesPanel bonusId={data.id} />
    </section>
  );
}
