import { backofficeQuestRoutes as calls } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { LifecyclePanel } from '../../components/lifecycle-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateBadge } from '../../components/promotion-state.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useCan } from '../../session/permissions.ts';
import { QUESTS_QUERY_KEY } from './labels.ts';
import { QuestForm } from './quest-form.tsx';

const QUEST_ROUTES = {
  schedule: calls.scheduleQuest,
  unschedule: calls.unscheduleQuest,
  end: calls.endQuest,
};

/** /quests/new: a new draft. */
export function NewQuestPage() {
  return (
    <section className="page">
      <title>New quest · Back office</title>
      <PageHeader title="New quest" description={<Link to="/quests">All quests</Link>} />
      <QuestForm />
    </section>
  );
}

/** /quests/:id: the quest's terms and its schedule. */
export function QuestEditorPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const mayWrite = useCan('bonuses.write');
  const quest = useQuery({
    queryKey: [...QUESTS_QUERY_KEY, 'quest', id],
    queryFn: () => api.call(calls.getQuest, { params: { id } }),
  });
  if (quest.isPending) return <LoadingState />;
  if (quest.isError) return <ErrorState error={quest.error} onRetry={() => void quest.refetch()} />;
  const data = quest.data.data;
  return (
    <section className="page">
      <title>{`${data.terms.names.en} · Back office`}</title>
      <PageHeader
        title={data.terms.names.en}
        description={
          <>
            <Link to="/quests">All quests</Link> · taken by {data.takenCount}{' '}
            {data.takenCount === 1 ? 'player' : 'players'} ({data.activeCount} still on it), who keep the
            tasks and rewards they took.
          </>
        }
      />
      <section className="card" aria-label="Schedule">
        <h2 className="card__title">Schedule</h2>
        {mayWrite ? (
          <LifecyclePanel
            window={data}
            routes={QUEST_ROUTES}
            params={{ id }}
            testIdPrefix="quest"
            touches={[QUESTS_QUERY_KEY]}
          />
        ) : (
          <StateBadge state={data.state} />
        )}
      </section>
      <QuestForm key={`${data.id}:${data.state}`} quest={data} />
    </section>
  );
}
