import {
  ErrorCode,
  type PlayerQuest,
  type Profile,
  QuestState,
  type QuestTask,
  QuestTaskType,
} from '@casino/contracts';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient, type Fetcher } from '../../../lib/api-client.ts';
import type { SiteData } from '../../../lib/site-data.ts';
import { englishI18n } from '../../../test/english-i18n.ts';
import { renderRealtimeSite } from '../../../test/realtime-site.tsx';
import { TEST_CURRENCIES } from '../../wallet/history/test-support.tsx';

/** The English texts quests speak. */
export const questsI18n = englishI18n('modals');

export const PLAYER = { id: 'p1', status: 1, nickname: 'ann', country: 'DE' } as Profile;

/** A task of quest `questId`: wager 20 EUR unless `extra` says otherwise. */
export const task = (id: string, questId: string, extra: Partial<QuestTask> = {}): QuestTask => ({
  id,
  questId,
  isCompleted: false,
  isActive: true,
  type: QuestTaskType.wagerAmount,
  progress: 0,
  quantity: 20,
  name: `Task ${id}`,
  description: '',
  executionOrder: 1,
  conditions: {},
  ...extra,
});

/** A quest on offer (state 1: its id is the quest's): a wager task then ten spins, three rewards. */
export function offer(id: string, extra: Partial<PlayerQuest> = {}): PlayerQuest {
  return {
    id,
    questId: id,
    playerId: PLAYER.id,
    state: QuestState.available,
    name: `Quest ${id}`,
    identity: id,
    description: `Play through quest ${id}.`,
    image: null,
    order: 1,
    taskExecutionOrder: 'sequential',
    packageOrder: null,
    endAt: '2030-01-03T12:00:00.000Z',
    durationHours: 48,
    currency: 'EUR',
    activatedAt: null,
    completedAt: null,
    tasks: [
      task(`${id}-t1`, id, { name: 'Wager 20 EUR', executionOrder: 1 }),
      task(`${id}-t2`, id, {
        name: 'Ten spins',
        type: QuestTaskType.betCount,
        quantity: 10,
        executionOrder: 2,
        isActive: false,
        conditions: { games: ['slot-classic-sevens', 'slot-golden-idol'], spinAmount: 0.5 },
      }),
    ],
    rewards: [
      { type: 'points', amount: 500, attributes: { isoCode: null, lockBalance: false } },
      { type: 'currency', amount: 10, attributes: { isoCode: 'EUR', lockBalance: true } },
      {
        type: 'freespins',
        amount: 20,
        attributes: { isoCode: 'EUR', lockBalance: false, gameId: 'g-sevens', betAmount: 0.2 },
      },
    ],
    ...extra,
  };
}

/** The player's own copy of an offer, in `state` (active unless told), its tasks pointing at it. */
export function taken(id: string, state: number = QuestState.active, extra: Partial<PlayerQuest> = {}) {
  const source = offer(id);
  const ownId = `p${id}`;
  return {
    ...source,
    id: ownId,
    state,
    activatedAt: '2030-01-01T10:00:00.000Z',
    endAt: '2030-01-03T10:00:00.000Z',
    tasks: source.tasks.map((item) => ({ ...item, questId: ownId })),
    ...extra,
  };
}

export const GAMES = [
  {
    id: 'g-sevens',
    identity: 'slot-classic-sevens',
    name: 'Classic Sevens',
    provider: { id: 'studio', identity: 'studio', name: 'Harbor Studio' },
    images: { '200x300': { '1x': '/img/sevens.png' } },
  },
  {
    id: 'g-idol',
    identity: 'slot-golden-idol',
    name: 'Golden Idol',
    provider: { id: 'studio', identity: 'studio', name: 'Harbor Studio' },
    images: { '200x300': { '1x': '/img/idol.png' } },
  },
];

export type Reply = { status?: number; body: unknown };
export type Call = { method: string; path: string; query: URLSearchParams };

export const errorReply = (status: number, code = 0): Reply => ({
  status,
  body: { error: { code, message: `Error ${code || status}` } },
});

const page = (data: unknown[]) => ({
  body: { data, meta: { page: 1, perPage: 50, totalPages: 1, totalRows: data.length } },
});

export const OFFERED_ROUTE = 'GET /api/retention/quests';
export const PLAYER_QUESTS_ROUTE = 'GET /api/retention/player-quests';

type FakeOptions = {
  offered?: PlayerQuest[];
  /** The player's quests, whatever their state. */
  mine?: PlayerQuest[];
  routes?: Record<string, Reply>;
};

/**
 * The quest calls as the contract describes them (client contract section 9), in memory: activating an
 * offer makes the player's copy, cancelling ends it; anything else 16002 / 16003. Also the account and
 * currencies amounts are shown in, and the catalogue's games. Every call is kept.
 */
export function fakeQuestsApi({ offered = [], mine = [], routes = {} }: FakeOptions = {}) {
  const calls: Call[] = [];
  const state = { offered: [...offered], mine: [...mine] };
  const answers = (call: Call): Reply => {
    const route = `${call.method} ${call.path}`;
    if (routes[route]) return routes[route];
    if (route === OFFERED_ROUTE) return page(state.offered);
    if (route === PLAYER_QUESTS_ROUTE) {
      const states = call.query.getAll('state[]').map(Number);
      return page(state.mine.filter((quest) => states.includes(quest.state)));
    }
    const activate = call.path.match(/^\/api\/retention\/quests\/([^/]+)\/activate$/);
    if (call.method === 'PUT' && activate) return activateQuest(activate[1]!);
    const cancel = call.path.match(/^\/api\/retention\/player-quests\/([^/]+)\/cancel$/);
    if (call.method === 'PUT' && cancel) return cancelQuest(cancel[1]!);
    if (route === 'GET /api/game/games') {
      const wanted = call.query.getAll('identity[]');
      return page(GAMES.filter((game) => wanted.includes(game.identity)));
    }
    const game = GAMES.find((item) => route === `GET /api/game/games/${item.id}`);
    if (game) return { body: { data: game } };
    if (route === 'GET /api/wallet/accounts') return { body: { data: [EUR_ACCOUNT] } };
    if (route === 'GET /api/settings/currencies') return { body: { data: TEST_CURRENCIES } };
    return errorReply(404);
  };
  const activateQuest = (id: string): Reply => {
    const found = state.offered.find((quest) => quest.id === id);
    if (!found) return errorReply(422, ErrorCode.questNotActivatable);
    const quest = taken(id);
    state.offered = state.offered.filter((item) => item.id !== id);
    state.mine = [quest, ...state.mine];
    return { body: { data: quest } };
  };
  const cancelQuest = (id: string): Reply => {
    const found = state.mine.find((quest) => quest.id === id && quest.state === QuestState.active);
    if (!found) return errorReply(422, ErrorCode.questNotCancellable);
    const quest = { ...found, state: QuestState.cancelled };
    state.mine = state.mine.map((item) => (item.id === id ? quest : item));
    return { body: { data: quest } };
  };
  const fetcher: Fetcher = async (path, init = {}) => {
    const [pathname = '', search = ''] = path.split('?');
    const call = { method: init.method ?? 'GET', path: pathname, query: new URLSearchParams(search) };
    calls.push(call);
    const reply = answers(call);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    api: createApiClient(fetcher),
    calls,
    count: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route).length,
    state,
  };
}

const EUR_ACCOUNT = {
  id: 'acc-1',
  status: 1,
  currency: 'EUR',
  balance: 100,
  realBalance: 100,
  bonusBalance: 0,
  lockedBalance: 0,
  withdrawalBalance: 100,
  isActive: true,
};

type RenderOptions = { url?: string; player?: Profile | null; questsEnabled?: boolean };

/**
 * Renders in a memory router whose root carries an English page's site data, with a realtime
 * connection to a fake centrifuge (the player's channels when signed in), the alert queue and the
 * site's query client settings without retries. The URL shows the modal flags.
 */
export async function renderInSite(
  ui: ReactNode,
  { url = '/main', player = PLAYER, questsEnabled = true }: RenderOptions = {},
) {
  const siteData = {
    locale: 'en',
    init: {
      country: 'DE',
      defaultLocale: 'en',
      player,
      settings: { loyaltyEnabled: true, questsEnabled, bettingClient: { host: '', clientId: '' } },
    },
    bonusPages: [],
  } as unknown as SiteData;
  const { router, queryClient, centrifuge, search, ...view } = await renderRealtimeSite(ui, {
    url,
    siteData,
    i18n: questsI18n,
    profileId: player?.id ?? null,
  });
  /** A publication on the player's quests channel. */
  const push = (data: unknown) =>
    act(async () => {
      centrifuge.publish(`retention:quests#${PLAYER.id}`, data);
    });
  return { ...view, router, queryClient, centrifuge, search, flags: () => [...search().keys()], push };
}
