// @vitest-environment happy-dom
import type { LoyaltyAccount, Profile } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from '../../../components/layout/drawer.tsx';
import { LayoutStateProvider } from '../../../components/layout/layout-state.tsx';
import type { ApiClient } from '../../../lib/api-client.ts';
import { loadLoyaltyPage } from '../api/page-data.server.ts';
import {
  ACCOUNT_ROUTE,
  account,
  EARN_RULES_ROUTE,
  errorReply,
  fakeLoyaltyApi,
  LEVELS_ROUTE,
  PLAYER,
  pageRequest,
  type Reply,
  renderInSite,
} from '../test/loyalty-harness.tsx';
import { LoyaltyPage } from './loyalty-page.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

/** /loyalty as the server renders it: the route's loader against the fake API, then the page. */
async function openPage(held?: LoyaltyAccount | Reply) {
  const signedIn = held !== undefined;
  const server = fakeLoyaltyApi({ account: held });
  fake.api = server.api;
  fake.player = signedIn ? PLAYER : null;
  const loaded = await loadLoyaltyPage(pageRequest(signedIn), server.context);
  const loaderCalls = [...server.calls];
  server.calls.length = 0;
  const site = await renderInSite(<LoyaltyPage loaded={loaded} />, { player: fake.player });
  return { ...site, server, loaded, loaderCalls };
}

/** What a thrown `data(null, {status})` carries. */
async function statusThrown(run: Promise<unknown>): Promise<number | null> {
  try {
    await run;
    return null;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

const levels = () => screen.getAllByTestId('loyalty-ladder-level');
const levelTexts = (testId: string) => levels().map((item) => within(item).getByTestId(testId).textContent);
const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('/loyalty', () => {
  afterEach(cleanup);

  it('renders the ladder (each level with its threshold and slot rate) and how each kind of game counts', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Harbor Club');
    expect(levels().map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Deckhand',
      'Navigator',
      'Captain',
      'Admiral',
    ]);
    expect(levelTexts('loyalty-level-threshold')).toEqual([
      'From 0 points',
      'From 1,000 points',
      'From 5,000 points',
      'From 20,000 points',
    ]);
    expect(levelTexts('loyalty-level-rate')).toEqual([
      '1 point per 1 EUR on slots',
      '1.25 points per 1 EUR on slots',
      '1.5 points per 1 EUR on slots',
      '2 points per 1 EUR on slots',
    ]);
    const rules = screen.getAllByTestId('loyalty-earn-rule').map((row) => row.textContent);
    expect(rules).toEqual(['Slots100%', 'Instant games50%', 'Table games10%']);
  });

  it("shows a signed-in player's progress: points held, level, next level, the points still needed and the bar", async () => {
    const { loaderCalls, server } = await openPage(account(2, 2000, 1500));
    expect(text('loyalty-points')).toBe('1,500');
    expect(text('loyalty-current-level')).toBe('Navigator');
    expect(text('loyalty-next-level')).toBe('Captain');
    expect(text('loyalty-to-next')).toBe('3,000 points to Captain');
    expect(text('loyalty-earned')).toBe('2,000 of 5,000 points earned');
    const bar = screen.getByRole('progressbar', { name: 'Progress to Captain' });
    // From Navigator's 1,000 to Captain's 5,000: 2,000 earned is a quarter of the way.
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('2,000 of 5,000 points earned');
    expect(levels().map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(screen.queryByTestId('loyalty-join')).toBeNull();
    // The loader asked for the account as the player; the page does not ask again.
    expect(
      loaderCalls.find((call) => `${call.method} ${call.path}` === ACCOUNT_ROUTE)?.headers,
    ).toMatchObject({
      authorization: 'Bearer token',
    });
    expect(server.count(ACCOUNT_ROUTE)).toBe(0);
  });

  it('says the way is done at the top level', async () => {
    await openPage(account(4, 25000));
    expect(text('loyalty-next-level')).toBe('None: you are at the top');
    expect(text('loyalty-top-level')).toContain("You have reached the club's top level");
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('asks a guest to register (the sign-up modal) or sign in, without asking for an account', async () => {
    const { flags, loaderCalls, server } = await openPage();
    expect(screen.queryByTestId('loyalty-progress')).toBeNull();
    expect(text('loyalty-join')).toContain('Join the Harbor Club');
    expect(levels().every((item) => item.getAttribute('aria-current') === null)).toBe(true);
    fireEvent.click(screen.getByTestId('loyalty-sign-up'));
    await waitFor(() => expect(flags()).toEqual(['sign-up']));
    expect([...loaderCalls, ...server.calls].some((call) => call.path === '/api/retention/account')).toBe(
      false,
    );
  });

  it('opens the loyalty-earn modal from the page', async () => {
    const { flags } = await openPage(account(1, 10));
    fireEvent.click(screen.getByTestId('loyalty-earn-link'));
    await waitFor(() => expect(flags()).toEqual(['loyalty-earn']));
  });

  it('loads the account in the browser when the loader had none (the player signed in on the page)', async () => {
    const server = fakeLoyaltyApi({ account: account(3, 6000) });
    fake.api = server.api;
    fake.player = PLAYER;
    const loaded = await loadLoyaltyPage(pageRequest(false), server.context);
    await renderInSite(<LoyaltyPage loaded={loaded} />);
    await waitFor(() => expect(text('loyalty-current-level')).toBe('Captain'));
    expect(server.count(ACCOUNT_ROUTE)).toBe(1);
  });
});

describe('/loyalty loader', () => {
  it('is not found while the site setting loyaltyEnabled is off, and asks the club nothing', async () => {
    const server = fakeLoyaltyApi({ loyaltyEnabled: false, account: account(1, 0) });
    expect(await statusThrown(loadLoyaltyPage(pageRequest(true), server.context))).toBe(404);
    expect(server.calls.map((call) => call.path)).toEqual(['/api/player/init']);
  });

  it('is not found when the API has no club (404)', async () => {
    const server = fakeLoyaltyApi({ routes: { [LEVELS_ROUTE]: errorReply(404) } });
    expect(await statusThrown(loadLoyaltyPage(pageRequest(false), server.context))).toBe(404);
  });

  it('asks for the levels in order and the earn rules; a token the server refuses reads as a guest', async () => {
    const server = fakeLoyaltyApi({ account: errorReply(401) });
    const loaded = await loadLoyaltyPage(pageRequest(true), server.context);
    expect(loaded.account).toBeNull();
    expect(loaded.levels.map((level) => level.order)).toEqual([1, 2, 3, 4]);
    expect(loaded.earnRules.baseCurrency).toBe('EUR');
    const levelsCall = server.calls.find((call) => `${call.method} ${call.path}` === LEVELS_ROUTE);
    expect(levelsCall?.query.get('sortBy')).toBe('order');
    expect(levelsCall?.query.get('sortOrder')).toBe('asc');
    expect(server.count(EARN_RULES_ROUTE)).toBe(1);
  });
});

describe('the drawer', () => {
  afterEach(cleanup);

  const promotions = () =>
    [...screen.getByRole('navigation', { name: 'Promotions' }).querySelectorAll('a')].map((link) =>
      link.getAttribute('href'),
    );

  it('lists the Harbor Club among the promotions while loyalty is on, and not when it is off', async () => {
    fake.player = null;
    await renderInSite(
      <LayoutStateProvider>
        <Drawer />
      </LayoutStateProvider>,
      { player: null },
    );
    expect(promotions()).toEqual(['/welcome-package', '/loyalty', '/tournaments']);
    cleanup();
    await renderInSite(
      <LayoutStateProvider>
        <Drawer />
      </LayoutStateProvider>,
      { player: null, loyaltyEnabled: false },
    );
    expect(promotions()).toEqual(['/welcome-package', '/tournaments']);
  });
});
