// @vitest-environment happy-dom
import {
  LOYALTY_ACCOUNT_UPDATED_EVENT,
  LOYALTY_LEVEL_UPDATED_EVENT,
  type LoyaltyAccount,
  type Profile,
} from '@casino/contracts';
import { act, cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { LOYALTY_ACCOUNT_KEY } from '../api/loyalty-api.ts';
import { loadLoyaltyPage } from '../api/page-data.server.ts';
import { LoyaltyPage } from '../pages/loyalty-page.tsx';
import {
  ACCOUNT_ROUTE,
  account,
  fakeLoyaltyApi,
  PLAYER,
  pageRequest,
  renderInSite,
} from '../test/loyalty-harness.tsx';
import { LEVEL_UP_DELAY_MS, LoyaltyRealtimeEffects } from './loyalty-realtime-effects.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const levelUp = (playerAccount: LoyaltyAccount) => ({ event: LOYALTY_LEVEL_UPDATED_EVENT, playerAccount });
const balance = (playerAccount: LoyaltyAccount) => ({ event: LOYALTY_ACCOUNT_UPDATED_EVENT, playerAccount });
const text = (testId: string) => screen.getByTestId(testId).textContent;

/** A signed-in player's page with the layout's loyalty effects listening (`ui`: /loyalty by default). */
async function mount(held: LoyaltyAccount, ui?: ReactNode) {
  const server = fakeLoyaltyApi({ account: held });
  fake.api = server.api;
  fake.player = PLAYER;
  const loaded = await loadLoyaltyPage(pageRequest(true), server.context);
  server.calls.length = 0;
  const site = await renderInSite(
    <>
      <LoyaltyRealtimeEffects />
      {ui === undefined ? <LoyaltyPage loaded={loaded} /> : ui}
    </>,
  );
  await wait(0);
  return { ...site, server };
}

describe('retention:accounts pushes', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('a higher level opens loyalty-level 3000 ms later, and not before; the page follows at once', async () => {
    const { push, flags } = await mount(account(1, 900));
    await push(levelUp(account(2, 1100)));
    await wait(0);
    expect(text('loyalty-current-level')).toBe('Navigator');
    expect(text('loyalty-points')).toBe('1,100');
    expect(flags()).toEqual([]);
    await wait(LEVEL_UP_DELAY_MS - 1);
    expect(flags()).toEqual([]);
    await wait(1);
    expect(flags()).toEqual(['loyalty-level']);
  });

  it('the same level only updates the points', async () => {
    const { push, flags, server, queryClient } = await mount(account(1, 900));
    await push(balance(account(1, 950, 700)));
    await wait(0);
    expect(text('loyalty-points')).toBe('700');
    expect(text('loyalty-to-next')).toBe('50 points to Navigator');
    await wait(LEVEL_UP_DELAY_MS * 2);
    expect(flags()).toEqual([]);
    expect(queryClient.getQueryData<LoyaltyAccount>(LOYALTY_ACCOUNT_KEY)?.points).toBe(700);
    // The push is the new account: nothing is asked again.
    expect(server.count(ACCOUNT_ROUTE)).toBe(0);
  });

  it('two level-ups in a row open the modal once, 3000 ms after the last', async () => {
    const { push, flags, router } = await mount(account(1, 900));
    const locations = new Set<string>();
    router.subscribe((state) => {
      if (state.navigation.state === 'idle') locations.add(`${state.location.key} ${state.location.search}`);
    });
    await push(levelUp(account(2, 1100)));
    await wait(2000);
    await push(levelUp(account(3, 5100)));
    await wait(LEVEL_UP_DELAY_MS - 1);
    expect(flags()).toEqual([]);
    await wait(1);
    expect(flags()).toEqual(['loyalty-level']);
    expect(text('loyalty-current-level')).toBe('Captain');
    await wait(LEVEL_UP_DELAY_MS);
    expect([...locations].map((location) => location.split(' ')[1])).toEqual(['?loyalty-level=']);
  });

  it('on any page, compares the first push with the account it asked for on mount', async () => {
    const { push, flags, server } = await mount(account(2, 4900), <p>Lobby</p>);
    expect(server.count(ACCOUNT_ROUTE)).toBe(1);
    await push(levelUp(account(3, 5000)));
    await wait(LEVEL_UP_DELAY_MS);
    expect(flags()).toEqual(['loyalty-level']);
  });

  it('a push it cannot read asks for the account again instead', async () => {
    const { push, flags, server } = await mount(account(1, 900));
    server.setAccount(account(1, 990));
    await push({ event: LOYALTY_ACCOUNT_UPDATED_EVENT, playerAccount: { points: 'many' } });
    await wait(0);
    expect(server.count(ACCOUNT_ROUTE)).toBe(1);
    expect(text('loyalty-points')).toBe('990');
    expect(flags()).toEqual([]);
  });

  it('a sign-out in the wait opens nothing', async () => {
    const { push, flags, unmount } = await mount(account(1, 900));
    await push(levelUp(account(2, 1000)));
    unmount();
    await wait(LEVEL_UP_DELAY_MS);
    expect(flags()).toEqual([]);
  });
});
