// @vitest-environment happy-dom
import { ErrorCode, type PlayerQuest, type Profile, QuestState, QuestTaskType } from '@casino/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import {
  errorReply,
  fakeQuestsApi,
  offer,
  PLAYER,
  type Reply,
  renderInSite,
  taken,
  task,
} from '../test/quests-harness.tsx';
import { QuestRewardsModal } from './quest-rewards-modal.tsx';
import { QuestTaskGamesModal } from './quest-task-games-modal.tsx';
import { QuestTasksModal } from './quest-tasks-modal.tsx';
import { QuestsHubModal } from './quests-hub-modal.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

type Setup = {
  offered?: PlayerQuest[];
  mine?: PlayerQuest[];
  routes?: Record<string, Reply>;
  value?: string;
};

async function openModal(
  Modal: ComponentType<ModalProps>,
  { offered, mine, routes, value = '' }: Setup = {},
) {
  const server = fakeQuestsApi({ offered, mine, routes });
  fake.api = server.api;
  fake.player = PLAYER;
  const site = await renderInSite(<Modal value={value} close={vi.fn()} setCloseGuard={vi.fn()} />);
  return { ...site, server };
}

const cards = (section: string) =>
  within(screen.getByTestId(`quests-${section}`)).queryAllByTestId('quest-card');
const names = (section: string) => cards(section).map((card) => card.querySelector('h4')?.textContent);

describe('quests-hub', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists the active quests, the offers and the finished ones, each with its countdown and rewards', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T08:30:00.000Z'));
    await openModal(QuestsHubModal, {
      offered: [offer('q1', { name: 'Harbor Warm-up' })],
      mine: [
        taken('q2', QuestState.active, { name: 'Deep Water' }),
        taken('q3', QuestState.completed, { name: 'First Catch', completedAt: '2029-12-30T10:00:00.000Z' }),
      ],
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Quests');
    await screen.findAllByTestId('quest-card');
    expect(names('active')).toEqual(['Deep Water']);
    expect(names('offered')).toEqual(['Harbor Warm-up']);
    const [active] = cards('active');
    expect(within(active!).getByTestId('quest-rewards-summary').textContent).toBe(
      'Rewards: 500 loyalty points · 10.00 EUR bonus money · 20 free spins',
    );
    expect(within(active!).getByTestId('quest-tasks-done').textContent).toBe('0 of 2 tasks done');
    expect(within(active!).getByTestId('quest-task-progress').textContent).toBe('0.00 EUR of 20.00 EUR');
    await vi.waitFor(() =>
      expect(within(active!).getByTestId('quest-countdown').textContent).toBe('Ends in 2 d 1 h'),
    );
    const [offered] = cards('offered');
    expect(within(offered!).getByText('Once activated, you have 48 hours to finish it.')).toBeTruthy();
    expect(within(offered!).getByText('2 tasks')).toBeTruthy();
    const finished = await screen.findByTestId('quest-finished');
    expect(finished.textContent).toContain('First Catch');
    expect(finished.textContent).toContain('Completed');
  });

  it('activates an offer: it becomes an active quest at once', async () => {
    const { server } = await openModal(QuestsHubModal, { offered: [offer('q1'), offer('q2')] });
    await screen.findAllByTestId('quest-card');
    expect(screen.getByTestId('quests-active').textContent).toContain('You have no active quest');
    fireEvent.click(within(cards('offered')[0]!).getByTestId('quest-activate'));
    await vi.waitFor(() => expect(names('active')).toEqual(['Quest q1']));
    expect(names('offered')).toEqual(['Quest q2']);
    expect(within(cards('active')[0]!).queryByTestId('quest-activate')).toBeNull();
    expect(server.count('PUT /api/retention/quests/q1/activate')).toBe(1);
  });

  it('says clearly when an offer can no longer be taken (16002), and loads the lists again', async () => {
    const { server } = await openModal(QuestsHubModal, {
      offered: [offer('q1')],
      routes: {
        'PUT /api/retention/quests/q1/activate': errorReply(422, ErrorCode.questNotActivatable),
      },
    });
    await screen.findAllByTestId('quest-card');
    const offers = server.count('GET /api/retention/quests');
    fireEvent.click(screen.getByTestId('quest-activate'));
    expect((await screen.findByTestId('quest-error')).textContent).toContain(
      'This quest can no longer be taken: it has ended, or you already hold it.',
    );
    expect(screen.getByTestId('quest-error').getAttribute('role')).toBe('alert');
    await vi.waitFor(() => expect(server.count('GET /api/retention/quests')).toBe(offers + 1));
  });

  it('cancels an active quest only once the player confirms', async () => {
    const { server } = await openModal(QuestsHubModal, { mine: [taken('q1')] });
    await screen.findAllByTestId('quest-card');
    fireEvent.click(screen.getByTestId('quest-cancel'));
    expect(screen.getByText('Give up Quest q1? Its progress will be lost.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(server.count('PUT /api/retention/player-quests/pq1/cancel')).toBe(0);
    fireEvent.click(screen.getByTestId('quest-cancel'));
    fireEvent.click(screen.getByTestId('quest-cancel-confirm'));
    await vi.waitFor(() => expect(cards('active')).toHaveLength(0));
    expect(server.count('PUT /api/retention/player-quests/pq1/cancel')).toBe(1);
  });

  it('says clearly when the quest is no longer active (16003)', async () => {
    await openModal(QuestsHubModal, {
      mine: [taken('q1')],
      routes: {
        'PUT /api/retention/player-quests/pq1/cancel': errorReply(422, ErrorCode.questNotCancellable),
      },
    });
    await screen.findAllByTestId('quest-card');
    fireEvent.click(screen.getByTestId('quest-cancel'));
    fireEvent.click(screen.getByTestId('quest-cancel-confirm'));
    expect((await screen.findByTestId('quest-error')).textContent).toContain(
      'This quest is no longer active, so it cannot be cancelled.',
    );
  });

  it('opens a quest’s tasks and rewards over the hub', async () => {
    const { flags, search } = await openModal(QuestsHubModal, { offered: [offer('q1')] });
    await screen.findAllByTestId('quest-card');
    fireEvent.click(screen.getByTestId('quest-open-tasks'));
    await act(async () => undefined);
    expect(flags()).toEqual(['quest-tasks']);
    expect(search().get('quest-tasks')).toBe('q1');
    fireEvent.click(screen.getByTestId('quest-open-rewards'));
    await act(async () => undefined);
    expect(search().get('quest-rewards')).toBe('q1');
  });

  it('offers a retry when a list fails to load', async () => {
    await openModal(QuestsHubModal, { routes: { 'GET /api/retention/quests': errorReply(500) } });
    const offered = screen.getByTestId('quests-offered');
    expect((await within(offered).findByRole('alert')).textContent).toContain(
      'The quests could not be loaded.',
    );
    expect(within(offered).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('quest-tasks', () => {
  afterEach(cleanup);

  it('lists the tasks in order with their marks, money in the quest’s currency and counts as integers', async () => {
    const quest = taken('q1', QuestState.active, {
      tasks: [
        task('t2', 'pq1', {
          name: 'Ten spins',
          type: QuestTaskType.betCount,
          quantity: 10,
          progress: 3,
          executionOrder: 2,
          isActive: false,
          conditions: { games: ['slot-classic-sevens', 'slot-golden-idol'], spinAmount: 0.5 },
        }),
        task('t1', 'pq1', { name: 'Wager 20 EUR', progress: 7.5, isActive: true, executionOrder: 1 }),
        task('t0', 'pq1', {
          name: 'Deposit',
          type: QuestTaskType.deposit,
          isCompleted: true,
          progress: 20,
          executionOrder: 0,
        }),
      ],
    });
    const { search } = await openModal(QuestTasksModal, { mine: [quest], value: 'pq1' });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Quest q1: tasks');
    const items = await screen.findAllByTestId('quest-task');
    expect(items.map((item) => item.getAttribute('data-task-id'))).toEqual(['t0', 't1', 't2']);
    expect(items.map((item) => within(item).getByTestId('quest-task-mark').textContent)).toEqual([
      'Done',
      'In progress',
      'Locked',
    ]);
    expect(items.map((item) => within(item).getByTestId('quest-task-progress').textContent)).toEqual([
      '20.00 EUR of 20.00 EUR',
      '7.50 EUR of 20.00 EUR',
      '3 of 10',
    ]);
    expect(within(items[1]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('38');
    expect(items[2]!.textContent).toContain('Bets of at least 0.50 EUR count');
    expect(items[1]!.textContent).toContain('Every game counts');
    fireEvent.click(within(items[2]!).getByTestId('quest-task-games-link'));
    await act(async () => undefined);
    expect(search().get('quest-task-games')).toBe('t2');
  });

  it('says so when the quest is gone', async () => {
    await openModal(QuestTasksModal, { value: 'nope' });
    expect((await screen.findByTestId('quest-missing')).textContent).toBe(
      'This quest is no longer available.',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Quest tasks');
  });
});

describe('quest-rewards', () => {
  afterEach(cleanup);

  it('names each reward: points, bonus money and free spins with their game', async () => {
    await openModal(QuestRewardsModal, { offered: [offer('q1')], value: 'q1' });
    const rewards = await screen.findAllByTestId('quest-reward');
    expect(rewards.map((reward) => reward.querySelector('strong')?.textContent)).toEqual([
      '500 loyalty points',
      '10.00 EUR bonus money',
      '20 free spins',
    ]);
    expect(rewards[1]!.textContent).toContain('to be wagered before it can be withdrawn');
    expect(rewards[2]!.textContent).toContain('0.20 EUR per spin');
    const game = await screen.findByTestId('quest-reward-game');
    expect(game.textContent).toBe('Play Classic Sevens');
    expect(game.getAttribute('href')).toBe('/games/slot-classic-sevens');
  });
});

describe('quest-task-games', () => {
  afterEach(cleanup);

  it('loads the task’s games by identity and links each to its page', async () => {
    const { server } = await openModal(QuestTaskGamesModal, { offered: [offer('q1')], value: 'q1-t2' });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Games for Ten spins');
    const links = await screen.findAllByTestId('quest-task-game');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Classic SevensHarbor Studio', '/games/slot-classic-sevens'],
      ['Golden IdolHarbor Studio', '/games/slot-golden-idol'],
    ]);
    const gamesCall = server.calls.find((call) => call.path === '/api/game/games');
    expect(gamesCall?.query.getAll('identity[]')).toEqual(['slot-classic-sevens', 'slot-golden-idol']);
  });

  it('says every game counts for a task without a list', async () => {
    await openModal(QuestTaskGamesModal, { offered: [offer('q1')], value: 'q1-t1' });
    expect(await screen.findByText('Every game counts towards this task.')).toBeTruthy();
  });
});
