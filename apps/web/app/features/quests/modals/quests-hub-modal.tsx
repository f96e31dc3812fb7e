import { type PlayerQuest, QuestState } from '@casino/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';
import { QuestCard } from '../components/quest-card.tsx';
import { useQuestLists } from '../hooks/use-quests.ts';

/**
 * quests-hub (signed-in): the player's active quests, the quests on offer and the last few finished,
 * each list loading and failing on its own. The active ones follow the pushes live.
 */
export function QuestsHubModal(_: ModalProps) {
  const t = useT('modals');
  const { offered, active, finished } = useQuestLists();
  return (
    <div className="quests-modal quests-hub" data-testid="quests-hub">
      <ModalTitle>{t('questsHub.title')}</ModalTitle>
      <p className="muted">{t('questsHub.text')}</p>
      <QuestSection id="active" title={t('questsHub.active')} query={active} empty={t('questsHub.noActive')}>
        {(list) => list.map((quest) => <QuestCard key={quest.id} quest={quest} />)}
      </QuestSection>
      <QuestSection
        id="offered"
        title={t('questsHub.offered')}
        query={offered}
        empty={t('questsHub.noOffers')}
      >
        {(list) => list.map((quest) => <QuestCard key={quest.id} quest={quest} />)}
      </QuestSection>
      {finished.data?.length ? (
        <QuestSection id="finished" title={t('questsHub.finished')} query={finished} empty="">
          {(list) => list.map((quest) => <FinishedQuest key={quest.id} quest={quest} />)}
        </QuestSection>
      ) : null}
    </div>
  );
}

type SectionProps = {
  id: string;
  title: string;
  query: UseQueryResult<PlayerQuest[]>;
  empty: string;
  children: (list: PlayerQuest[]) => ReactNode;
};

function QuestSection({ id, title, query, empty, children }: SectionProps) {
  const t = useT('modals');
  return (
    <section className="quests-hub__section" aria-labelledby={`quests-${id}`} data-testid={`quests-${id}`}>
      <h3 id={`quests-${id}`}>{title}</h3>
      {query.data ? (
        query.data.length ? (
          <div className="quests-hub__list">{children(query.data)}</div>
        ) : (
          <p className="muted">{empty}</p>
        )
      ) : query.isError ? (
        <p className="quests-modal__error" role="alert">
          {t('questsHub.error')}{' '}
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            {t('questsHub.retry')}
          </button>
        </p>
      ) : (
        <Spinner label={t('questsHub.loading')} />
      )}
    </section>
  );
}

function FinishedQuest({ quest }: { quest: PlayerQuest }) {
  const t = useT('global-components');
  const when = quest.completedAt ?? quest.endAt;
  return (
    <div className="quest-finished" data-testid="quest-finished" data-state={quest.state}>
      <strong>{quest.name}</strong>
      <span
        className={`status-pill ${quest.state === QuestState.completed ? 'status-pill--ok' : 'status-pill--warn'}`}
      >
        {t(`constants.questsStatuses.${quest.state}`)}
      </span>
      {when ? (
        <span className="muted">
          <LocalTime iso={when} dateOnly />
        </span>
      ) : null}
    </div>
  );
}
