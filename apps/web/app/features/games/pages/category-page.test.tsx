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

const collection = (id: string, identity: string, name: string, gamesCount: number) => ({
  id,
  identity,
  name,
  countries: [],
  isHidden: false,
  gamesCount,
});

const loaded: CategoryPageData = {
  collection: collection('c-slots', 'slots', 'Slots', 30),
  collections: [
    collection('c-popular', 'popular', 'Popular', 6),
    collection('c-slots', 'slots', 'Slots', 30),
  ],
  providers: [
    {
      id: 'studio',
      identity: 'studio',
      name: 'Lucky Harbor Studio',
      gameEnabledCount: 30,
      images: {},
      customImages: {},
    },
  ],
  filters: { search: '', provider: '' },
  games: page(slots.slice(0, GAMES_PER_PAGE), 1, 30),
};

/** The games list answers by the query it gets: a second page, or a title search. */
function gamesAnswer(call: Call): Reply {
  const query = new URLSearchParams(call.query);
  const search = query.get('name');
  if (search) {
    const found = slots.filter((item) => item.name.toLowerCase().includes(search.toLowerCase()));
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
    const searches = calls.filter((call) => new URLSearchParams(call.query).has('name'));
    expect(searches.map((call) => new URLSearchParams(call.query).get('name'))).toEqual(['slot 29']);
    expect(new URLSearchParams(searches[0]?.query).get('collectionId[]')).toBe('slots');
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
      expect(calls.some((call) => new URLSearchParams(call.query).get('providerId[]') === 'studio')).toBe(
        true,
      ),
    );
  });

  it("switches a player's heart at once, and back when the server refuses", async () => {
    const favorite = 'POST /api/game/games/id-slot-1/favorite';
    let refuse = false;
    const { calls } = open(PLAYER, {
      [favorite]: () =>
        refuse ? errorReply(500, 0) : { body: { data: [game('slot-1', { isFavorite: true })] } },
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
