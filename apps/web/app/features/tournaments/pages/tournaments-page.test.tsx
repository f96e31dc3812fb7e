// @vitest-environment happy-dom
import type { Profile } from '@casino/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { loadTournamentsPage } from '../api/page-data.server.ts';
import {
  detail,
  fakeTournamentsApi,
  LIST_ROUTE,
  renderInSite,
  tournament,
} from '../test/tournaments-harness.tsx';
import { TournamentsPage } from './tournaments-page.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const cards = (section: string) =>
  within(screen.getByTestId(`tournaments-${section}`)).queryAllByTestId('tournament-card');
const titles = (section: string) =>
  cards(section).map((card) => within(card).getByTestId('tournament-link').textContent);

describe('/tournaments', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists the running, upcoming and finished tournaments with their mode, entry, pool and countdown', async () => {
    const server = fakeTournamentsApi([
      detail(tournament('a', 3, { type: 2, entryType: 'join' })),
      detail(tournament('b', 2, { type: 3, entryType: 'buy-in' })),
      detail(tournament('c', 5)),
      detail(tournament('d', 4, { endAt: new Date(Date.now() - 3_600_000).toISOString() })),
    ]);
    fake.api = server.api;
    const loaded = await loadTournamentsPage(server.context);
    expect(server.callsTo(LIST_ROUTE).map((call) => call.query.getAll('state[]'))).toEqual([
      ['2', '3'],
      ['4', '5'],
    ]);
    await renderInSite(<TournamentsPage loaded={loaded} />, { player: null });
    expect(titles('running')).toEqual(['Race a']);
    expect(titles('upcoming')).toEqual(['Race b']);
    // The newest finished first.
    expect(titles('finished')).toEqual(['Race d', 'Race c']);
    const running = cards('running')[0]!;
    expect(within(running).getByTestId('tournament-scoring').textContent).toBe('Number of bets');
    expect(within(running).getByTestId('tournament-entry-type').textContent).toBe('Join to enter');
    expect(within(running).getByTestId('tournament-pool').textContent).toBe('750.00 EUR + 50 free spins');
    expect(within(running).getByTestId('tournament-countdown').textContent).toMatch(/^02:00:0\d$/);
    expect(within(running).getByTestId('tournament-link').getAttribute('href')).toBe('/tournaments/a-race');
    const upcoming = cards('upcoming')[0]!;
    expect(within(upcoming).getByTestId('tournament-scoring').textContent).toBe('Best multiplier');
    expect(within(upcoming).getByTestId('tournament-entry-type').textContent).toBe('Buy-in');
    expect(within(upcoming).getByTestId('tournament-countdown').textContent).toMatch(/^01:00:0\d$/);
    expect(within(cards('finished')[0]!).queryByTestId('tournament-countdown')).toBeNull();
  });

  it('says when a section is empty', async () => {
    const server = fakeTournamentsApi([]);
    fake.api = server.api;
    await renderInSite(<TournamentsPage loaded={await loadTournamentsPage(server.context)} />, {
      player: null,
    });
    expect(screen.getByTestId('tournaments-running').textContent).toContain(
      'No tournament is running right now.',
    );
    expect(screen.getByTestId('tournaments-upcoming').textContent).toContain(
      'No tournament is announced yet.',
    );
  });

  it('reads the lists again when a countdown ends, so the tournament moves to its new section', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const soon = tournament('a', 2, { startAt: new Date(Date.now() + 2000).toISOString() });
    const server = fakeTournamentsApi([detail(soon)]);
    fake.api = server.api;
    await renderInSite(<TournamentsPage loaded={await loadTournamentsPage(server.context)} />, {
      player: null,
    });
    expect(titles('upcoming')).toEqual(['Race a']);
    server.update('a', { state: 3 });
    await act(async () => vi.advanceTimersByTime(2500));
    await waitFor(() => expect(titles('running')).toEqual(['Race a']));
    expect(titles('upcoming')).toEqual([]);
  });
});
