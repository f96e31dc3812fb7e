// @vitest-environment happy-dom
import type { Game, Profile } from '@casino/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import type { CategoryPageData } from '../api/page-data.ts';
import { SEARCH_DEBOUNCE_MS } from '../components/catalogue-toolbar.tsx';
import { GAMES_PER_PAGE } from '../lib/catalogue-filters.ts';
import {
  type Call,
  errorReply,
  fakeApi,
  game,
  PLAYER,
  type Reply,
  renderInSite,
} from '../test/games-harness.tsx';
import { CategoryPage } from './category-page.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const slots = Array.from({ length: 30 }, (_, index) => game(`slot-${index + 1}`));

const page = (games: Game[], number: number, totalRows: number) => ({
  data: games,
  meta: {
    page: number,
    perPage: GAMES_PER_PAGE,
    totalPages: Math.ceil(totalRows / GAMES_PER_PAGE),
    totalRows,
  },
});

const loaded: CategoryPageData = {
  collection: { id: 'c-slots', slug: 'slots', name: 'Slots', gamesCount: 30 },
  collections: [
    { id: 'c-popular', slug: 'popular', name: 'Popular', gamesCount: 6 },
    { id: 'c-slots', slug: 'slots', name: 'Slots', gamesCount: 30 },
  ],
  providers: [{ id: 'studio', name: 'Lucky Harbor Studio', logo: null, gamesCount: 30 }],
  filters: { search: '', provider: '' },
  games: page(slots.slice(0, GAMES_PER_PAGE), 1, 30),
};

/** The games list answers by the query it gets: a second page, or a title search. */
function gamesAnswer(call: Call): Reply {
  const query = new URLSearchParams(call.query);
  const search = query.get('search');
  if (search) {
    const found = slots.filter((item) => item.title.toLowerCase().includes(search.toLowerCase()));
    return { body: page(found, 1, found.length) };
  }
  return { body: page(slots.slice(GAMES_PER_PAGE), 2, 30) };
}

function open(player: Profile | null, routes: Record<string, Reply | ((call: Call) => Reply)> = {}) {
  const { api, calls } = fakeApi({ 'GET /api/game/games': gamesAnswer, ...routes });
  fake.api = api;
  fake.player = player;
  const site = renderInSite(<CategoryPage loaded={loaded} />, { url: '/categories/slots' });
  return { ...site, calls };
}

const tiles = () => screen.getAllByTestId(/^game-tile-/).length;

describe('category page', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("renders the loader's first page, the pills with the current one, and loads more", async () => {
    const { calls } = open(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Slots');
    expect(screen.getByTestId('collection-pill-slots').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('collection-pill-popular').getAttribute('href')).toBe('/categories/popular');
    expect(tiles()).toBe(GAMES_PER_PAGE);
    expect(calls.filter((call) => call.path === '/api/game/games')).toHaveLength(0);
    expect(screen.getByTestId('game-grid-count').textContent).toBe('24 of 30 games');
    fireEvent.click(screen.getByTestId('game-grid-more'));
    await waitFor(() => expect(tiles()).toBe(30));
    expect(new URLSearchParams(calls.at(-1)?.query).get('page')).toBe('2');
    expect(screen.queryByTestId('game-grid-more')).toBeNull();
  });

  it('searches on the server once typing pauses, keeping the search in the URL', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls, search } = open(null);
    const box = screen.getByTestId('game-search');
    fireEvent.change(box, { target: { value: 'slot 2' } });
    await act(async () => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(search().get('search')).toBeNull();
    fireEvent.change(box, { target: { value: 'slot 29' } });
    await act(async () => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(search().get('search')).toBe('slot 29');
    vi.useRealTimers();
    await waitFor(() => expect(tiles()).toBe(1));
    const searches = calls.filter((call) => new URLSearchParams(call.query).has('search'));
    expect(searches.map((call) => new URLSearchParams(call.query).get('search'))).toEqual(['slot 29']);
    expect(new URLSearchParams(searches[0]?.query).get('collection')).toBe('slots');
  });

  it('says when nothing matches and clears the search', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { search } = open(null);
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: 'zzz' } });
    await act(async () => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    vi.useRealTimers();
    expect((await screen.findByTestId('game-grid-empty')).textContent).toContain('No games match “zzz”.');
    fireEvent.click(screen.getByTestId('clear-filters'));
    await waitFor(() => expect(search().get('search')).toBeNull());
    expect((screen.getByTestId('game-search') as HTMLInputElement).value).toBe('');
    expect(tiles()).toBe(GAMES_PER_PAGE);
  });

  it('filters by provider through the URL', async () => {
    const { search, calls } = open(null);
    fireEvent.change(screen.getByTestId('provider-filter'), { target: { value: 'studio' } });
    await waitFor(() => expect(search().get('provider')).toBe('studio'));
    await waitFor(() =>
      expect(calls.some((call) => new URLSearchParams(call.query).get('provider') === 'studio')).toBe(true),
    );
  });

  it("switches a player's heart at once, and back when the server refuses", async () => {
    const favorite = 'POST /api/game/games/id-slot-1/favorite';
    let refuse = false;
    const { calls } = open(PLAYER, {
      [favorite]: () =>
        refuse ? errorReply(500, 0) : { body: { data: { gameId: 'id-slot-1', isFavorite: true } } },
    });
    const heart = () => screen.getByTestId('favorite-slot-1');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(calls.some((call) => `${call.method} ${call.path}` === favorite)).toBe(true));
    expect(heart().getAttribute('aria-label')).toBe('Remove Slot 1 from favourites');

    refuse = true;
    fireEvent.click(screen.getByTestId('favorite-slot-2'));
    expect(await screen.findByText('Favourites not updated')).toBeTruthy();
    expect(screen.getByTestId('favorite-slot-2').getAttribute('aria-pressed')).toBe('false');
  });
});
