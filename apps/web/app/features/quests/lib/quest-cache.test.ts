import { type PlayerQuest, QuestState } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ACTIVE_KEY, FINISHED_KEY, OFFERED_KEY } from '../api/quests-api.ts';
import { offer, taken } from '../test/quests-harness.tsx';
import { putQuest, putTask } from './quest-cache.ts';
import { currentTask, taskMark, taskPercent } from './tasks.ts';
import { countdownKey, timeLeft } from './time-left.ts';

function held(offered: PlayerQuest[], active: PlayerQuest[], finished: PlayerQuest[] = []) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(OFFERED_KEY, offered);
  queryClient.setQueryData(ACTIVE_KEY, active);
  queryClient.setQueryData(FINISHED_KEY, finished);
  const ids = (key: readonly unknown[]) =>
    queryClient.getQueryData<PlayerQuest[]>(key)?.map((quest) => quest.id);
  return { queryClient, ids };
}

describe('the cached quest lists', () => {
  it('move a quest just taken from the offers to the active ones', () => {
    const { queryClient, ids } = held([offer('q1'), offer('q2')], [taken('q3')]);
    putQuest(queryClient, taken('q1'));
    expect(ids(OFFERED_KEY)).toEqual(['q2']);
    expect(ids(ACTIVE_KEY)).toEqual(['pq3', 'pq1']);
  });

  it('move an ended quest to the top of the finished ones, which keep five; a cancelled one leaves', () => {
    const finished = ['a', 'b', 'c', 'd', 'e'].map((id) => taken(id, QuestState.completed));
    const { queryClient, ids } = held([], [taken('q1'), taken('q2')], finished);
    putQuest(queryClient, taken('q1', QuestState.expiredByTime));
    expect(ids(ACTIVE_KEY)).toEqual(['pq2']);
    expect(ids(FINISHED_KEY)).toEqual(['pq1', 'pa', 'pb', 'pc', 'pd']);
    putQuest(queryClient, taken('q2', QuestState.cancelled));
    expect(ids(ACTIVE_KEY)).toEqual([]);
    expect(ids(FINISHED_KEY)).not.toContain('pq2');
  });

  it('change a task in place, keeping the other tasks and quests as they were', () => {
    const { queryClient } = held([], [taken('q1'), taken('q2')]);
    const before = queryClient.getQueryData<PlayerQuest[]>(ACTIVE_KEY)!;
    const moved = { ...before[0]!.tasks[0]!, progress: 7.5 };
    const { previous, quest } = putTask(queryClient, moved);
    expect(previous?.progress).toBe(0);
    expect(quest?.tasks[0]?.progress).toBe(7.5);
    const after = queryClient.getQueryData<PlayerQuest[]>(ACTIVE_KEY)!;
    expect(after[0]?.tasks.map((task) => task.progress)).toEqual([7.5, 0]);
    expect(after[0]?.tasks[1]).toBe(before[0]?.tasks[1]);
    expect(after[1]).toBe(before[1]);
  });

  it('leave a task of a quest it does not hold to the list’s next load', async () => {
    const { queryClient } = held([], [taken('q1')]);
    const result = putTask(queryClient, { ...taken('q9').tasks[0]!, progress: 3 });
    expect(result).toEqual({});
    expect(queryClient.getQueryState(ACTIVE_KEY)?.isInvalidated).toBe(true);
  });
});

describe('tasks and time', () => {
  it('mark a sequential quest’s tasks done, active or locked, and an offer’s as open', () => {
    const quest = taken('q1');
    const [first, second] = quest.tasks;
    expect(taskMark(quest, first!)).toBe('active');
    expect(taskMark(quest, second!)).toBe('locked');
    expect(taskMark(quest, { ...first!, isCompleted: true })).toBe('done');
    expect(taskMark(offer('q1'), offer('q1').tasks[1]!)).toBe('open');
    expect(currentTask(quest)?.id).toBe(first?.id);
  });

  it('fill a bar by progress, whole once done, never past 100', () => {
    const base = taken('q1').tasks[0]!;
    expect(taskPercent({ ...base, progress: 5 })).toBe(25);
    expect(taskPercent({ ...base, progress: 50 })).toBe(100);
    expect(taskPercent({ ...base, progress: 1, isCompleted: true })).toBe(100);
    expect(taskPercent({ ...base, quantity: 0 })).toBe(0);
  });

  it('count down in days and hours, then hours and minutes, then minutes and seconds', () => {
    const now = Date.parse('2030-01-01T10:00:00.000Z');
    const at = (iso: string) => timeLeft(iso, now);
    expect(at('2030-01-03T14:30:00.000Z')).toEqual({ days: 2, hours: 4, minutes: 30, seconds: 0 });
    expect(countdownKey(at('2030-01-03T14:30:00.000Z')!)).toBe('days');
    expect(countdownKey(at('2030-01-01T13:05:00.000Z')!)).toBe('hours');
    expect(at('2030-01-01T10:12:05.000Z')).toEqual({ days: 0, hours: 0, minutes: 12, seconds: 5 });
    expect(countdownKey(at('2030-01-01T10:12:05.000Z')!)).toBe('minutes');
    expect(at('2030-01-01T10:00:00.000Z')).toBeNull();
  });
});
