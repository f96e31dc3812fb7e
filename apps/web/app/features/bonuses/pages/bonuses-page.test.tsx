// @vitest-environment happy-dom
import { ErrorCode, type Profile } from '@casino/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import {
  activeBonus,
  type Call,
  errorReply,
  fakeApi,
  freespin,
  PLAYER,
  playerBonus,
  type Reply,
  renderInSite,
} from '../test/bonuses-harness.tsx';
import { BonusesPage, type BonusesPageData } from './bonuses-page.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

function openPage(
  loaded: Partial<BonusesPageData>,
  routes: Record<string, Reply | ((call: Call) => Reply)> = {},
) {
  const api = fakeApi(routes);
  fake.api = api.api;
  fake.player = PLAYER;
  const site = renderInSite(<BonusesPage loaded={{ bonuses: [], freespins: [], ...loaded }} />);
  return { ...site, ...api };
}

const card = (testId: string, index = 0) => screen.getAllByTestId(testId)[index]!;

describe('/profile/bonuses', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists each bonus with its name, amount and status', () => {
    openPage({ bonuses: [activeBonus('a'), playerBonus('b')] });
    const [active, issued] = screen.getAllByTestId('player-bonus');
    expect(within(active!).getByRole('heading').textContent).toBe('Bonus a');
    expect(active!.textContent).toContain('Active');
    expect(active!.textContent).toContain('100.00 EUR');
    expect(issued!.textContent).toContain('Ready to activate');
    expect(issued!.textContent).toContain('35x');
  });

  it("shows an active bonus's wagering as a progress bar, its money left and its max bet", () => {
    openPage({ bonuses: [activeBonus('a')] });
    const bar = within(card('player-bonus')).getByRole('progressbar', { name: 'Wagering' });
    expect(bar.getAttribute('aria-valuenow')).toBe('35.71');
    expect(bar.getAttribute('aria-valuetext')).toBe('35.71% wagered: 1,250.00 EUR of 3,500.00 EUR');
    expect(screen.getByTestId('wager-amounts').textContent).toBe('1,250.00 EUR of 3,500.00 EUR (35.71%)');
    expect(screen.getByTestId('bonus-balance').textContent).toBe('80.00 EUR');
    expect(card('player-bonus').textContent).toContain('5.00 EUR');
  });

  it('shows how each game counts, as the terms say', () => {
    openPage({ bonuses: [activeBonus('a')] });
    const rows = within(screen.getByTestId('contribution-table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['GamesCounts', 'Slots100%', 'Table games10%']);
  });

  it('says what is left of the time once in the browser', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-29T08:00:00.000Z'));
    openPage({ bonuses: [activeBonus('a')] });
    await waitFor(() => expect(screen.getByTestId('bonus-expiry').textContent).toContain('2 d 2 h left'));
  });

  it('activates an issued bonus at once when none is active', async () => {
    const { calls } = openPage(
      { bonuses: [playerBonus('b')] },
      { 'PUT /api/game/player-bonuses/b/activate': { body: { data: activeBonus('b') } } },
    );
    fireEvent.click(screen.getByTestId('bonus-activate'));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/api/game/player-bonuses/b/activate'),
    );
  });

  it('asks first (change-active-bonus) when another bonus is active', async () => {
    const { search, calls } = openPage({ bonuses: [activeBonus('a'), playerBonus('b')] });
    fireEvent.click(screen.getByTestId('bonus-activate'));
    await waitFor(() => expect(search().get('change-active-bonus')).toBe('b'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it.each([
    ['an issued bonus', 'cancel-issued-bonus', playerBonus('b')],
    ['an active bonus', 'cancel-active-bonus', activeBonus('b')],
    [
      'a bonus whose cancelling is locked',
      'bonus-cancel-lock',
      activeBonus('b', { isBonusCancelLock: true }),
    ],
  ])('cancelling %s opens %s', async (_, modal, bonus) => {
    const { search } = openPage({ bonuses: [bonus] });
    fireEvent.click(screen.getByTestId('bonus-cancel'));
    await waitFor(() => expect(search().get(modal)).toBe('b'));
  });

  it('shows free spins: used of count, game, bet per spin, winnings, and Play when active', async () => {
    openPage(
      { freespins: [freespin('s', { status: 2, result: 2, usedCount: 20, progress: 40, winAmount: 3.5 })] },
      { 'GET /api/game/games/slot-wild-twenty': { body: { data: { name: 'Wild Twenty' } } } },
    );
    const spins = card('player-freespin');
    expect(screen.getByTestId('freespin-used').textContent).toBe('20 of 50');
    expect(within(spins).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(spins.textContent).toContain('0.20 EUR');
    expect(spins.textContent).toContain('3.50 EUR');
    await waitFor(() => expect(screen.getByTestId('freespin-game').textContent).toBe('Wild Twenty'));
    expect(screen.getByTestId('freespin-game').getAttribute('href')).toBe('/games/slot-wild-twenty');
    expect(screen.getByTestId('freespin-play').getAttribute('href')).toBe('/games/slot-wild-twenty');
  });

  it('cancels free spins through the confirmation, named freespin:<id>', async () => {
    const { search } = openPage({ freespins: [freespin('s')] });
    fireEvent.click(screen.getByTestId('freespin-cancel'));
    await waitFor(() => expect(search().get('cancel-issued-bonus')).toBe('freespin:s'));
  });

  it('lists the cashback of the active currency', async () => {
    const { calls } = openPage(
      {},
      {
        'GET /api/game/bonuses/cashback': {
          body: {
            data: [
              { bonusId: 'cb', bonusName: 'Weekly cashback', amount: 12.5, date: '2030-01-07T12:00:00Z' },
            ],
          },
        },
      },
    );
    await waitFor(() => expect(screen.getByTestId('cashback-list').textContent).toContain('12.50 EUR'));
    expect(calls.find((call) => call.path === '/api/game/bonuses/cashback')?.query).toBe('currency=EUR');
  });
});

describe('the promo code', () => {
  afterEach(cleanup);

  const send = (code: string) => {
    fireEvent.change(screen.getByTestId('bonus-code-input'), { target: { value: code } });
    fireEvent.click(screen.getByTestId('bonus-code-submit'));
  };

  it('is sent with trigger 1, and only when not empty', async () => {
    const { calls } = openPage(
      {},
      {
        'POST /api/game/bonuses/bonuscodes': {
          body: {
            data: {
              id: 'c',
              playerId: 'p1',
              bonusCode: 'X',
              trigger: 1,
              status: 2,
              result: null,
              createdAt: '',
            },
          },
        },
      },
    );
    expect((screen.getByTestId('bonus-code-submit') as HTMLButtonElement).disabled).toBe(true);
    send('  SPRING  ');
    await screen.findByText('Code accepted');
    expect((screen.getByTestId('bonus-code-input') as HTMLInputElement).value).toBe('');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ bonusCode: 'SPRING', trigger: 1 });
  });

  it.each([
    [3, 'Code not recognised'],
    [4, 'Code not available'],
  ])('answered with status %i, raises the alert "%s"', async (status, title) => {
    openPage(
      {},
      {
        'POST /api/game/bonuses/bonuscodes': {
          body: {
            data: {
              id: 'c',
              playerId: 'p1',
              bonusCode: 'X',
              trigger: 1,
              status,
              result: null,
              createdAt: '',
            },
          },
        },
      },
    );
    send('WRONG');
    expect(await screen.findByText(title)).toBeTruthy();
    expect((screen.getByTestId('bonus-code-input') as HTMLInputElement).value).toBe('WRONG');
  });

  it('locks the input on HTTP 400 with code 5', async () => {
    openPage({}, { 'POST /api/game/bonuses/bonuscodes': errorReply(400, ErrorCode.bonusCodeLocked) });
    send('WRONG');
    expect(await screen.findByTestId('bonus-code-locked')).toBeTruthy();
    expect((screen.getByTestId('bonus-code-input') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('bonus-code-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the promo code lock', () => {
  const MINUTE = 60_000;
  // Fake timers that also follow real time, so the fake API's answers and findBy* still arrive.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(Date.parse('2030-01-01T10:00:00.000Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const send = (code: string) => {
    fireEvent.change(screen.getByTestId('bonus-code-input'), { target: { value: code } });
    fireEvent.click(screen.getByTestId('bonus-code-submit'));
  };
  const isLocked = () => (screen.getByTestId('bonus-code-input') as HTMLInputElement).disabled;
  /** Code 5, saying the lock ends `minutes` from now (or not saying when). */
  const lockedFor = (minutes?: number) => () => {
    const reply = errorReply(400, ErrorCode.bonusCodeLocked);
    if (minutes === undefined) return reply;
    const lockedUntil = new Date(Date.now() + minutes * MINUTE).toISOString();
    const { error } = reply.body as { error: object };
    return { ...reply, body: { error: { ...error, lockedUntil } } };
  };
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('unlocks by itself when the server says the lock ends, and not before', async () => {
    openPage({}, { 'POST /api/game/bonuses/bonuscodes': lockedFor(4) });
    send('WRONG');
    await screen.findByTestId('bonus-code-locked');
    wait(4 * MINUTE - 1000);
    expect(isLocked()).toBe(true);
    wait(1000);
    expect(isLocked()).toBe(false);
    expect(screen.queryByTestId('bonus-code-locked')).toBeNull();
    expect((screen.getByTestId('bonus-code-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('without an end from the server, unlocks 15 minutes after the answer', async () => {
    openPage({}, { 'POST /api/game/bonuses/bonuscodes': lockedFor() });
    send('WRONG');
    await screen.findByTestId('bonus-code-locked');
    wait(15 * MINUTE - 1000);
    expect(isLocked()).toBe(true);
    wait(1000);
    expect(isLocked()).toBe(false);
  });

  it('locks again when a new attempt is refused, after the unlock or after a reload', async () => {
    const { calls } = openPage({}, { 'POST /api/game/bonuses/bonuscodes': lockedFor(2) });
    send('WRONG');
    await screen.findByTestId('bonus-code-locked');
    wait(2 * MINUTE);
    expect(isLocked()).toBe(false);
    send('WRONG');
    await screen.findByTestId('bonus-code-locked');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    // A reload during the lock: the input opens, and the server's refusal locks it again.
    cleanup();
    openPage({}, { 'POST /api/game/bonuses/bonuscodes': lockedFor(1) });
    expect(isLocked()).toBe(false);
    send('WRONG');
    await screen.findByTestId('bonus-code-locked');
    wait(MINUTE - 1000);
    expect(isLocked()).toBe(true);
    wait(1000);
    expect(isLocked()).toBe(false);
  });
});
