// @vitest-environment happy-dom
import {
  type PlayerQuest,
  type Profile,
  QUEST_TASK_UPDATED_EVENT,
  QUEST_UPDATED_EVENT,
  QuestState,
  type QuestTask,
} from '@casino/contracts';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { ACTIVE_KEY } from '../api/quests-api.ts';
import { QuestsHubModal } from '../modals/quests-hub-modal.tsx';
import {
  fakeQuestsApi,
  offer,
  PLAYER,
  PLAYER_QUESTS_ROUTE,
  renderInSite,
  taken,
} from '../test/quests-harness.tsx';
import { QuestsRealtimeEffects } from './quests-realtime-effects.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const taskPush = (task: QuestTask) => ({ event: QUEST_TASK_UPDATED_EVENT, task });
const questPush = (quest: PlayerQuest) => ({ event: QUEST_UPDATED_EVENT, quest });
const alertTexts = () =>
  [...screen.getByTestId('alerts').querySelectorAll('.alert__body')].map((alert) => alert.textContent);

/** The hub of a signed-in player with the layout's quest effects listening. */
async function mount({ offered = [offer('q2')], mine = [taken('q1')], questsEnabled = true } = {}) {
  const server = fakeQuestsApi({ offered, mine });
  fake.api = server.api;
  fake.player = PLAYER;
  const site = await renderInSite(
    <>
      <QuestsRealtimeEffects />
      <QuestsHubModal value="" close={vi.fn()} setCloseGuard={vi.fn()} />
    </>,
    { questsEnabled },
  );
  await wait(0);
  return { ...site, server };
}

const firstTask = () => taken('q1').tasks[0]!;

describe('retention:quests pushes', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('move a task’s progress in place, live, without asking for the quests again', async () => {
    const { push, server } = await mount();
    const card = () => within(screen.getByTestId('quests-active')).getByTestId('quest-card');
    expect(within(card()).getByTestId('quest-task-progress').textContent).toBe('0.00 EUR of 20.00 EUR');
    const asked = server.count(PLAYER_QUESTS_ROUTE);
    await push(taskPush({ ...firstTask(), progress: 12.5 }));
    await wait(0);
    expect(within(card()).getByTestId('quest-task-progress').textContent).toBe('12.50 EUR of 20.00 EUR');
    expect(within(card()).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('63');
    await wait(1000);
    expect(server.count(PLAYER_QUESTS_ROUTE)).toBe(asked);
    expect(alertTexts()).toEqual([]);
  });

  it('raise the task alert once when a task is done, however often the push comes', async () => {
    const { push, queryClient, server } = await mount();
    const asked = server.count(PLAYER_QUESTS_ROUTE);
    const done = { ...firstTask(), progress: 20, isCompleted: true };
    // The server's side: the first task done opens the second.
    const [, second] = taken('q1').tasks;
    server.state.mine = [taken('q1', QuestState.active, { tasks: [done, { ...second!, isActive: true }] })];
    await push(taskPush(done));
    await push(taskPush(done));
    await wait(1000);
    expect(alertTexts()).toEqual(['Task completedWager 20 EUR of Quest q1 is done.']);
    // The quest goes in order: its next task's opening is read again, once.
    expect(server.count(PLAYER_QUESTS_ROUTE)).toBe(asked + 1);
    const marks = queryClient
      .getQueryData<PlayerQuest[]>(ACTIVE_KEY)?.[0]
      ?.tasks.map((task) => task.isActive);
    expect(marks).toEqual([true, true]);
    const quest = queryClient.getQueryData<PlayerQuest[]>(ACTIVE_KEY)?.[0];
    expect(quest?.tasks[0]?.isCompleted).toBe(true);
    await wait(0);
    const active = screen.getByTestId('quests-active');
    expect(within(active).getByTestId('quest-tasks-done').textContent).toBe('1 of 2 tasks done');
  });

  it.each([
    [QuestState.active, 'Quest activatedQuest q2 has started. Good luck!'],
    [QuestState.cancelled, 'Quest cancelledYou gave up Quest q2.'],
    [QuestState.expired, 'Quest endedQuest q2 ended before all its tasks were done.'],
    [QuestState.expiredByTime, 'Quest expiredYour time for Quest q2 ran out.'],
  ])('raise the state alert for state %i', async (state, text) => {
    const { push } = await mount();
    await push(questPush(taken('q2', state)));
    await push(questPush(taken('q2', state)));
    await wait(1000);
    expect(alertTexts()).toEqual([text]);
  });

  it('move a quest between the lists: taken, then completed (which raises no state alert)', async () => {
    const { push } = await mount();
    const names = (section: string) =>
      within(screen.getByTestId(`quests-${section}`))
        .queryAllByTestId('quest-card')
        .map((card) => card.querySelector('h4')?.textContent);
    await push(questPush(taken('q2')));
    await wait(0);
    expect(names('active')).toEqual(['Quest q1', 'Quest q2']);
    expect(names('offered')).toEqual([]);
    await push(questPush(taken('q1', QuestState.completed, { completedAt: '2030-01-02T10:00:00.000Z' })));
    await wait(1000);
    expect(names('active')).toEqual(['Quest q2']);
    expect(screen.getByTestId('quest-finished').textContent).toContain('Quest q1');
    expect(alertTexts()).toEqual(['Quest activatedQuest q2 has started. Good luck!']);
  });

  it('ask for the quests again after a quest push it cannot read', async () => {
    const { push, server } = await mount();
    const asked = server.count(PLAYER_QUESTS_ROUTE);
    await push({ event: QUEST_UPDATED_EVENT, quest: { id: 'pq1', state: 'done' } });
    await wait(0);
    expect(server.count(PLAYER_QUESTS_ROUTE)).toBeGreaterThan(asked);
  });

  it('listen to nothing while the site offers no quests', async () => {
    const { centrifuge } = await mount({ questsEnabled: false });
    expect(centrifuge.subscribed()).not.toContain(`retention:quests#${PLAYER.id}`);
    expect(centrifuge.subscribed()).toContain(`retention:accounts#${PLAYER.id}`);
  });

  it('hold retention:quests while signed in and quests are on', async () => {
    const { centrifuge } = await mount();
    expect(centrifuge.subscribed()).toContain(`retention:quests#${PLAYER.id}`);
  });
});
