import { type PlayerQuest, QuestState, type QuestTask } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { ACTIVE_KEY, FINISHED_KEY, FINISHED_SIZE, FINISHED_STATES, OFFERED_KEY } from '../api/quests-api.ts';

type List = PlayerQuest[] | undefined;

const without = (list: List, id: string) => list?.filter((item) => item.id !== id);

/** The quest first in the list, in place of any copy of it. */
const withFirst = (list: List, quest: PlayerQuest, size = Number.POSITIVE_INFINITY) =>
  list ? [quest, ...list.filter((item) => item.id !== quest.id)].slice(0, size) : list;

/** The quest in its place in the list (kept where it was, added at the end when new). */
function withReplaced(list: List, quest: PlayerQuest): List {
  if (!list) return list;
  return list.some((item) => item.id === quest.id)
    ? list.map((item) => (item.id === quest.id ? quest : item))
    : [...list, quest];
}

/** The player's copy of a quest as the cache holds it (active or finished), if any. */
export function cachedQuest(queryClient: QueryClient, id: string): PlayerQuest | undefined {
  for (const key of [ACTIVE_KEY, FINISHED_KEY]) {
    const found = queryClient.getQueryData<PlayerQuest[]>(key)?.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * A quest the player took, gave up, completed or ran out of (an answer or a push) put in the lists it
 * now belongs to: the offer it came from leaves the offered ones, the active list holds it only while
 * it is active, the finished list keeps the latest few. Lists not loaded yet stay so: they load whole.
 */
export function putQuest(queryClient: QueryClient, quest: PlayerQuest) {
  const active = quest.state === QuestState.active;
  queryClient.setQueryData<PlayerQuest[]>(OFFERED_KEY, (list) =>
    list?.filter((item) => item.id !== quest.questId && item.id !== quest.id),
  );
  queryClient.setQueryData<PlayerQuest[]>(ACTIVE_KEY, (list) =>
    active ? withReplaced(list, quest) : without(list, quest.id),
  );
  queryClient.setQueryData<PlayerQuest[]>(FINISHED_KEY, (list) =>
    FINISHED_STATES.includes(quest.state) ? withFirst(list, quest, FINISHED_SIZE) : without(list, quest.id),
  );
}

/**
 * A task's new progress, in place in its quest (the active list). Answers the task as it was, and its
 * quest; nothing when the quest is not held (the list then loads again, unless it was never loaded).
 */
export function putTask(
  queryClient: QueryClient,
  task: QuestTask,
): { previous?: QuestTask; quest?: PlayerQuest } {
  const list = queryClient.getQueryData<PlayerQuest[]>(ACTIVE_KEY);
  const quest = list?.find((item) => item.id === task.questId);
  if (!quest) {
    if (list) void queryClient.invalidateQueries({ queryKey: ACTIVE_KEY });
    return {};
  }
  const previous = quest.tasks.find((item) => item.id === task.id);
  const tasks = previous
    ? quest.tasks.map((item) => (item.id === task.id ? task : item))
    : [...quest.tasks, task];
  const updated = { ...quest, tasks };
  queryClient.setQueryData<PlayerQuest[]>(ACTIVE_KEY, (held) =>
    held?.map((item) => (item.id === quest.id ? updated : item)),
  );
  return { previous, quest: updated };
}
