// @vitest-environment happy-dom
import { GAME_BET_MAX_EXCEED_EVENT, GAME_BET_RESTRICTED_EVENT, type Profile } from '@casino/contracts';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { FakeCentrifuge } from '../../../lib/realtime/fake-centrifuge.ts';
import { RealtimeConnection } from '../../../lib/realtime/realtime-context.tsx';
import { fakeApi, game, PLAYER, renderInSite } from '../test/games-harness.tsx';
import { GameBetRefusals } from './game-bet-refusals.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const DICE = game('dice');
const refusedDice = { gameIdentity: 'dice', gameId: DICE.id, gameName: 'Dice' };
const refusedMines = { gameIdentity: 'mines', gameId: 'id-mines', gameName: 'Mines' };

async function onDicePage() {
  fake.api = fakeApi({}).api;
  fake.player = PLAYER;
  const centrifuge = new FakeCentrifuge();
  const site = renderInSite(
    <RealtimeConnection profileId="p1" getPlayerToken={async () => 'token'} factory={async () => centrifuge}>
      <GameBetRefusals game={DICE} />
    </RealtimeConnection>,
    { url: '/games/dice?mode=real' },
  );
  await act(async () => undefined);
  const publish = (payload: object) => act(() => centrifuge.publish('game:bets#p1', payload));
  return { ...site, publish };
}

describe('GameBetRefusals on a game page', () => {
  afterEach(() => cleanup());

  it("opens restricted-bets and max-bets for this game's refused bets", async () => {
    const { publish, search } = await onDicePage();
    publish({ event: GAME_BET_RESTRICTED_EVENT, ...refusedDice });
    await waitFor(() => expect(search().get('restricted-bets')).toBe('dice'));
    publish({
      event: GAME_BET_MAX_EXCEED_EVENT,
      ...refusedDice,
      playerBonus: { currency: 'EUR', maxBetAmount: 5 },
    });
    await waitFor(() => expect(search().get('max-bets')).toBe('dice|5|EUR'));
  });

  it("leaves another game's refused bets to that game's page", async () => {
    const { publish, search } = await onDicePage();
    publish({ event: GAME_BET_RESTRICTED_EVENT, ...refusedMines });
    publish({
      event: GAME_BET_MAX_EXCEED_EVENT,
      ...refusedMines,
      playerBonus: { currency: 'EUR', maxBetAmount: 5 },
    });
    await act(async () => undefined);
    expect(search().get('restricted-bets')).toBeNull();
    expect(search().get('max-bets')).toBeNull();
    // Still listening: this game's refusal opens its modal.
    publish({ event: GAME_BET_RESTRICTED_EVENT, ...refusedDice });
    await waitFor(() => expect(search().get('restricted-bets')).toBe('dice'));
  });
});
