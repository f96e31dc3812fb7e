// @vitest-environment happy-dom
import {
  INVOICE_DEPOSIT_UPDATED,
  PLAYER_BONUS_CODE_UPDATED_EVENT,
  PLAYER_BONUS_UPDATED_EVENT,
  PLAYER_FREESPIN_CREATED_EVENT,
  type PlayerBonus,
  type Profile,
} from '@casino/contracts';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { FakeCentrifuge } from '../../../lib/realtime/fake-centrifuge.ts';
import { RealtimeConnection } from '../../../lib/realtime/realtime-context.tsx';
import { PLAYER_BONUSES_KEY } from '../api/bonuses-api.ts';
import { LIST_REFRESH_DEBOUNCE_MS } from '../hooks/use-debounced-invalidate.ts';
import { BonusesPage } from '../pages/bonuses-page.tsx';
import {
  activeBonus,
  fakeApi,
  freespin,
  list,
  PLAYER,
  playerBonus,
  renderInSite,
} from '../test/bonuses-harness.tsx';
import { BonusRealtimeEffects } from './bonus-realtime-effects.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const BONUSES = 'GET /api/game/player-bonuses';
let centrifuge: FakeCentrifuge;

/** The bonuses page of a signed-in player, with the layout's bonus effects listening. */
async function mount(bonuses: PlayerBonus[] = []) {
  const api = fakeApi({
    [BONUSES]: list(bonuses),
    'GET /api/game/games/slot-wild-twenty': { body: { data: { name: 'Wild Twenty' } } },
  });
  fake.api = api.api;
  fake.player = PLAYER;
  centrifuge = new FakeCentrifuge();
  const site = renderInSite(
    <RealtimeConnection profileId="p1" getPlayerToken={async () => 'token'} factory={async () => centrifuge}>
      <BonusRealtimeEffects />
      <BonusesPage loaded={{ bonuses, freespins: [] }} />
    </RealtimeConnection>,
  );
  await act(async () => undefined);
  return { ...site, ...api };
}

const push = (channel: string, data: unknown) => act(() => centrifuge.publish(`${channel}#p1`, data));
const bonusPush = (playerBonus: PlayerBonus) => ({ event: PLAYER_BONUS_UPDATED_EVENT, playerBonus });
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('bonus pushes and the lists', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('re-GET the list once, 500 ms after the last of a burst (issued, active)', async () => {
    const { count } = await mount();
    const before = count(BONUSES);
    push('bonus:player-bonuses', bonusPush(playerBonus('b')));
    await wait(300);
    push('bonus:player-bonuses', bonusPush(activeBonus('b')));
    await wait(LIST_REFRESH_DEBOUNCE_MS - 1);
    expect(count(BONUSES)).toBe(before);
    await wait(1);
    expect(count(BONUSES)).toBe(before + 1);
  });

  it('drop a finished bonus from the list at once, without a request', async () => {
    const { count, queryClient } = await mount([activeBonus('a'), playerBonus('b')]);
    const before = count(BONUSES);
    push('bonus:player-bonuses', bonusPush(activeBonus('a', { status: 3, result: 3 })));
    expect(queryClient.getQueryData<PlayerBonus[]>(PLAYER_BONUSES_KEY)?.map((item) => item.id)).toEqual([
      'b',
    ]);
    await wait(LIST_REFRESH_DEBOUNCE_MS);
    expect(screen.getAllByTestId('player-bonus')).toHaveLength(1);
    expect(count(BONUSES)).toBe(before);
  });

  it('ignore a publication that is not a bonus', async () => {
    const { count } = await mount();
    const before = count(BONUSES);
    push('bonus:player-bonuses', { event: PLAYER_BONUS_UPDATED_EVENT, playerBonus: { id: 'x' } });
    await wait(LIST_REFRESH_DEBOUNCE_MS);
    expect(count(BONUSES)).toBe(before);
  });
});

describe('bonus pushes and the alerts', () => {
  afterEach(cleanup);

  it.each([
    ['1-1', playerBonus('b'), 'Bonus received'],
    ['2-1', activeBonus('b', { result: 1 }), 'Bonus activated'],
    ['3-2', activeBonus('b', { status: 3, result: 2 }), 'Bonus completed'],
    ['3-3', activeBonus('b', { status: 3, result: 3 }), 'Bonus cancelled'],
    ['3-4', activeBonus('b', { status: 3, result: 4 }), 'Bonus expired'],
    ['3-5', activeBonus('b', { status: 3, result: 5 }), 'Bonus ended'],
  ])('raise the alert keyed %s', async (_, bonus, title) => {
    await mount();
    push('bonus:player-bonuses', bonusPush(bonus));
    expect(await screen.findByText(title)).toBeTruthy();
  });

  it('name the free spins’ game in their alert', async () => {
    await mount();
    push('bonus:player-freespins', { event: PLAYER_FREESPIN_CREATED_EVENT, playerFreespin: freespin('s') });
    expect(await screen.findByText('50 free spins on Wild Twenty are ready to activate.')).toBeTruthy();
  });

  it('raise the alert of a deposit code that turned out unavailable (status 4)', async () => {
    await mount();
    push('bonus:player-bonus-codes', {
      event: PLAYER_BONUS_CODE_UPDATED_EVENT,
      playerBonusCode: {
        id: 'c',
        playerId: 'p1',
        bonusCode: 'X',
        trigger: 3,
        status: 4,
        result: null,
        createdAt: '',
      },
    });
    expect(await screen.findByText('Code not available')).toBeTruthy();
  });

  it('reload the deposit offers and the waiting code when a deposit is updated', async () => {
    const { queryClient } = await mount();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    push('payment:invoices', { event: INVOICE_DEPOSIT_UPDATED, invoice: {} });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['bonuses', 'deposit'],
      ['bonuses', 'codes'],
    ]);
  });
});
