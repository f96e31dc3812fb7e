// @vitest-environment happy-dom
import type { Profile, TournamentDetail } from '@casino/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { loadTournamentPage } from '../api/page-data.server.ts';
import {
  detail,
  detailRoute,
  fakeTournamentsApi,
  PLAYER,
  pageRequest,
  participateRoute,
  renderInSite,
  row,
  tournament,
} from '../test/tournaments-harness.tsx';
import { TournamentPage } from './tournament-page.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const LEADERBOARD = [row(1, 'p2', 'bob', 120.5), row(2, 'p1', 'ann', 80), row(3, 'p3', 'cy', 10)];

/** /tournaments/{identity} as the server renders it: the loader against the fake API, then the page. */
async function openPage(
  held: TournamentDetail,
  { signedIn = true, entry = null as TournamentDetail['playerEntry'] } = {},
) {
  const server = fakeTournamentsApi([held], entry);
  fake.api = server.api;
  fake.player = signedIn ? PLAYER : null;
  const loaded = await loadTournamentPage(
    pageRequest(signedIn, `/tournaments/${held.identity}`),
    server.context,
    held.identity,
  );
  const site = await renderInSite(<TournamentPage loaded={loaded} />, { player: fake.player });
  return { ...site, server, loaded };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const rows = () => screen.getAllByTestId('leaderboard-row');

describe('/tournaments/{identity}', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is the not-found page for an unknown tournament', async () => {
    const server = fakeTournamentsApi([]);
    const thrown = await loadTournamentPage(pageRequest(false), server.context, 'nope').catch(
      (error) => error,
    );
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it('shows the countdown, how it scores, the prizes by place and the leaderboard with the player row marked', async () => {
    const { loaded } = await openPage(detail(tournament('t1', 3), { leaderboard: LEADERBOARD }), {
      entry: { points: 80, place: 2 },
    });
    expect(loaded.asPlayer).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Race t1');
    expect(text('tournament-phase')).toBe('Running');
    expect(text('tournament-countdown')).toMatch(/^02:00:0\d$/);
    expect(text('tournament-pool')).toBe('750.00 EUR + 50 free spins');
    expect(screen.getAllByTestId('tournament-prize').map((item) => item.textContent)).toEqual([
      'Place 1500 EUR',
      'Place 2250 EUR',
      'Place 350 free spins',
    ]);
    expect(rows().map((item) => item.textContent)).toEqual(['1bob120.5', '2ann (You)80', '3cy10']);
    expect(rows().map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(text('entry-points')).toBe('80');
    expect(text('entry-place')).toBe('2');
    expect(text('tournament-min-bet')).toBe('0.50 EUR');
    expect(screen.getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/categories/slots');
  });

  it('updates the leaderboard and the player entry live from the two channels', async () => {
    const { publish } = await openPage(detail(tournament('t1', 3), { leaderboard: LEADERBOARD }), {
      entry: { points: 80, place: 2 },
    });
    await publish('tournaments:t1', {
      event: 'tournament.leaderboard.updated',
      tournamentId: 't1',
      leaderboard: [row(1, 'p1', 'ann', 200), row(2, 'p2', 'bob', 120.5)],
    });
    await waitFor(() =>
      expect(rows().map((item) => item.textContent)).toEqual(['1ann (You)200', '2bob120.5']),
    );
    expect(
      within(screen.getByTestId('tournament-prizes'))
        .getAllByTestId('tournament-prize-holder')
        .map((item) => item.textContent),
    ).toEqual(['Won by ann', 'Won by bob']);
    await publish('tournaments:t1#p1', {
      event: 'tournament.player-entry.updated',
      entry: { tournamentId: 't1', playerId: 'p1', points: 200, place: 1 },
    });
    await waitFor(() => expect(text('entry-points')).toBe('200'));
    expect(text('entry-place')).toBe('1');
    // Another tournament's push changes nothing.
    await publish('tournaments:t1', {
      event: 'tournament.leaderboard.updated',
      tournamentId: 't9',
      leaderboard: [],
    });
    expect(rows()).toHaveLength(2);
  });

  it('shows a player placed below the top their own row', async () => {
    await openPage(detail(tournament('t1', 3), { leaderboard: [row(1, 'p2', 'bob', 120.5)] }), {
      entry: { points: 3, place: 14 },
    });
    expect(text('leaderboard-own-row')).toBe('14You3');
  });

  it('lets a player join a join tournament once, then shows the entry', async () => {
    const { server } = await openPage(
      detail(tournament('t1', 3, { entryType: 'join', confirmationRequired: true })),
    );
    expect(text('entry-none')).toContain('You have not entered this tournament yet.');
    expect(text('leaderboard-empty')).toContain('No one has scored yet');
    fireEvent.click(screen.getByTestId('tournament-join'));
    await waitFor(() => expect(text('entry-place')).toBe('Not ranked yet'));
    expect(text('entry-points')).toBe('0');
    expect(server.callsTo(participateRoute('t1'))).toHaveLength(1);
    expect(screen.queryByTestId('tournament-join')).toBeNull();
    await waitFor(() => expect(screen.getByText('You joined Race t1.')).toBeTruthy());
  });

  it('names the buy-in price on the button', async () => {
    await openPage(
      detail(
        tournament('t1', 3, {
          entryType: 'buy-in',
          confirmationRequired: true,
          buyIn: [{ isoCode: 'EUR', amount: 5 }],
        }),
      ),
    );
    expect(text('tournament-join')).toBe('Buy in for 5.00 EUR');
  });

  it('says a tournament closed to the player is not open to them', async () => {
    await openPage(
      detail(tournament('t1', 3, { entryType: 'join', confirmationRequired: true, isAvailable: false })),
    );
    expect(screen.queryByTestId('tournament-join')).toBeNull();
    expect(text('tournament-unavailable')).toContain('not open to your account');
  });

  it('asks a guest to sign in, and reads the tournament without a token', async () => {
    const { server, flags } = await openPage(detail(tournament('t1', 3), { leaderboard: LEADERBOARD }), {
      signedIn: false,
    }).then((site) => ({ ...site, flags: () => [...site.search().keys()] }));
    expect(server.callsTo(detailRoute('t1-race'))[0]?.headers.authorization).toBeUndefined();
    expect(rows().every((item) => item.getAttribute('aria-current') === null)).toBe(true);
    fireEvent.click(screen.getByTestId('tournament-sign-in'));
    await waitFor(() => expect(flags()).toEqual(['sign-in']));
  });

  it('shows a completed tournament with its winners and subscribes to nothing', async () => {
    const prizes = tournament('t1', 5).prizes.map((prize, index) => ({
      ...prize,
      entry: { playerId: LEADERBOARD[index]!.playerId, nickname: LEADERBOARD[index]!.nickname, points: 1 },
    }));
    const { centrifuge } = await openPage(
      detail(tournament('t1', 5, { prizes }), { leaderboard: LEADERBOARD }),
      {
        entry: { points: 80, place: 2 },
      },
    );
    expect(text('tournament-phase')).toBe('Finished');
    expect(screen.queryByTestId('tournament-countdown')).toBeNull();
    expect(text('tournament-finished')).toContain('the leaderboard is final');
    expect(screen.getByRole('heading', { name: 'Winners' })).toBeTruthy();
    expect(screen.getAllByTestId('tournament-prize-holder').map((item) => item.textContent)).toEqual([
      'Won by bob',
      'Won by ann',
      'Won by cy',
    ]);
    expect([...centrifuge.subscriptions.keys()].filter((name) => name.startsWith('tournaments:'))).toEqual(
      [],
    );
  });

  it('reads the tournament again when its countdown ends, and shows it ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ending = tournament('t1', 3, { endAt: new Date(Date.now() + 2000).toISOString() });
    const { server } = await openPage(detail(ending, { leaderboard: LEADERBOARD }), {
      entry: { points: 80, place: 2 },
    });
    expect(text('tournament-phase')).toBe('Running');
    server.update('t1', { state: 4 });
    await act(async () => vi.advanceTimersByTime(2500));
    await waitFor(() => expect(text('tournament-phase')).toBe('Finished'));
    expect(text('tournament-finished')).toContain('The prizes are being paid.');
    expect(screen.queryByText('Live')).toBeNull();
  });
});
