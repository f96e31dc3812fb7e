// @vitest-environment happy-dom
import { GAME_BET_EVENT, GAME_BET_RESTRICTED_EVENT, type GameBet, type Profile } from '@casino/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { FakeCentrifuge } from '../../../lib/realtime/fake-centrifuge.ts';
import { RealtimeConnection } from '../../../lib/realtime/realtime-context.tsx';
import { GameBetsEffects } from '../components/game-bets-effects.tsx';
import { type Call, fakeApi, PLAYER, renderInSite } from '../test/games-harness.tsx';
import { BETS_PER_PAGE } from './bet-filters.ts';
import { GameBetsPage } from './game-bets-page.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const bet = (id: string, extra: Partial<GameBet> = {}): GameBet => ({
  id,
  game: 'Dice',
  gameId: 'id-dice',
  gameIdentity: 'dice',
  roundId: `round-${id}`,
  amount: 2,
  payout: 3.96,
  currency: 'EUR',
  status: 2,
  roundStatus: 'settled',
  coefficient: 1.98,
  items: [],
  gameImage: '/images/games/dice.svg',
  providerId: 'studio',
  refunded: 0,
  isSettled: true,
  createdAt: '2025-03-01T10:00:00.000Z',
  settledAt: '2025-03-01T10:00:01.000Z',
  recallUrl: `/studio/rounds/round-${id}`,
  ...extra,
});

const meta = (totalRows: number, page = 1) => ({
  page,
  perPage: BETS_PER_PAGE,
  totalPages: Math.ceil(totalRows / BETS_PER_PAGE),
  totalRows,
});

const loaded = {
  filters: { settled: 'all' as const, page: 1 },
  bets: {
    data: [
      bet('b1'),
      bet('b2', { status: 1, roundStatus: 'open', isSettled: false, payout: 0, coefficient: 0 }),
    ],
    meta: meta(45),
  },
};

let centrifuge: FakeCentrifuge;

async function open() {
  const { api, calls } = fakeApi({
    'GET /api/game/bets': (call: Call) => {
      const query = new URLSearchParams(call.query);
      return { body: { data: [bet(`b-${call.query}`)], meta: meta(45, Number(query.get('page'))) } };
    },
  });
  fake.api = api;
  fake.player = PLAYER;
  centrifuge = new FakeCentrifuge();
  const site = renderInSite(
    <RealtimeConnection profileId="p1" getPlayerToken={async () => 'token'} factory={async () => centrifuge}>
      <GameBetsEffects />
      <GameBetsPage loaded={loaded} />
    </RealtimeConnection>,
    { url: '/profile/history?tab=games' },
  );
  await act(async () => undefined);
  const betCalls = () => calls.filter((call) => call.path === '/api/game/bets');
  return { ...site, betCalls };
}

describe("history's Games tab", () => {
  afterEach(() => cleanup());

  it('lists the rounds with their amounts, status and a link to the round recall', async () => {
    const { betCalls } = await open();
    const rows = screen.getAllByTestId('game-bet-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['settled', 'open']);
    expect(rows[0]?.textContent).toContain('2.00 EUR');
    expect(rows[0]?.textContent).toContain('3.96 EUR');
    expect(rows[0]?.textContent).toContain('Settled');
    expect(screen.getAllByTestId('game-bet-recall')[0]?.getAttribute('href')).toBe('/studio/rounds/round-b1');
    expect(betCalls()).toHaveLength(0);
  });

  it('filters settled or open rounds and pages through them in the URL', async () => {
    const { betCalls, search } = await open();
    fireEvent.click(screen.getByTestId('game-history-open'));
    await waitFor(() => expect(search().get('settled')).toBe('open'));
    await waitFor(() => expect(betCalls()).toHaveLength(1));
    expect(new URLSearchParams(betCalls()[0]?.query).get('isSettled')).toBe('false');
    fireEvent.click(screen.getByText('Next'));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await waitFor(() => expect(new URLSearchParams(betCalls().at(-1)?.query).get('page')).toBe('2'));
    expect(search().get('tab')).toBe('games');
  });

  it('reloads when a round changes; a bet a bonus rule refused opens nothing here', async () => {
    const { betCalls, search } = await open();
    act(() => centrifuge.publish('game:bets#p1', { event: GAME_BET_EVENT, bet: bet('b3') }));
    await waitFor(() => expect(betCalls()).toHaveLength(1));

    const refused = { gameIdentity: 'dice', gameId: 'id-dice', gameName: 'Dice' };
    act(() => centrifuge.publish('game:bets#p1', { event: GAME_BET_RESTRICTED_EVENT, ...refused }));
    act(() => centrifuge.publish('game:bets#p1', { event: GAME_BET_EVENT, bet: bet('b4') }));
    await waitFor(() => expect(betCalls()).toHaveLength(2));
    expect(search().get('restricted-bets')).toBeNull();
  });
});
