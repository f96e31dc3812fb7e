import type { PlayerQuest, QuestTask } from '@casino/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useQuestLists } from '../hooks/use-quests.ts';
import { findQuest, findTask } from '../lib/tasks.ts';

type Lookup<T> = { found: T | undefined; settled: boolean };

/** No list is loading any more (a disabled one, quests being off, never will). */
const allSettled = (queries: { isPending: boolean; fetchStatus: string }[]) =>
  queries.every((query) => !query.isPending || query.fetchStatus === 'idle');

/** A quest by id in any of the player's lists (they load when the modal opens on its own). */
export function useQuest(id: string): Lookup<PlayerQuest> {
  const { offered, active, finished } = useQuestLists();
  const lists = [active.data, offered.data, finished.data];
  return { found: findQuest(lists, id), settled: allSettled([offered, active, finished]) };
}

export function useQuestTask(taskId: string): Lookup<{ quest: PlayerQuest; task: QuestTask }> {
  const { offered, active, finished } = useQuestLists();
  const lists = [active.data, offered.data, finished.data];
  return { found: findTask(lists, taskId), settled: allSettled([offered, active, finished]) };
}

/** What a quest modal shows while its quest loads, or once it turns out to be gone. */
export function Missing({ settled }: { settled: boolean }) {
  const t = useT('modals');
  return settled ? (
    <p className="muted" data-testid="quest-missing">
      {t('questTasks.notFound')}
    </p>
  ) : (
    <Spinner label={t('questsHub.loading')} />
  );
}
