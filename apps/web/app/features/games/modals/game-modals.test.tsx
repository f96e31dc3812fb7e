// @vitest-environment happy-dom
import type { Game, Profile } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { fakeApi, game, PLAYER, renderInSite } from '../test/games-harness.tsx';
import { MaxBetsModal } from './bet-modals.tsx';
import { CategoriesModal } from './catalogue-modals.tsx';
import { DemoGameModal, GeoRestrictedGameModal, MobileGameModal } from './launch-modals.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const mines = game('mines');

function show(
  Modal: ComponentType<ModalProps>,
  {
    value = 'mines',
    url,
    player = PLAYER,
    served = mines,
  }: { value?: string; url: string; player?: Profile | null; served?: Game },
) {
  const { api, calls } = fakeApi({
    'GET /api/game/games/mines': { body: { data: served } },
    'GET /api/game/collections': {
      body: {
        data: [{ id: 'c1', identity: 'slots', name: 'Slots', countries: [], isHidden: false, gamesCount: 8 }],
      },
    },
  });
  fake.api = api;
  fake.player = player;
  const close = vi.fn();
  const site = renderInSite(<Modal value={value} close={close} setCloseGuard={vi.fn()} />, { url });
  const location = () => `${site.router.state.location.pathname}${site.router.state.location.search}`;
  return { ...site, close, location, calls };
}

describe('game modals', () => {
  afterEach(() => cleanup());

  it('a flag without a game (=true) fetches nothing and says at once that the game is not there', async () => {
    const { calls } = show(DemoGameModal, { value: 'true', url: '/?demo-game=true' });
    expect(await screen.findByRole('heading', { name: 'this game demo' })).toBeTruthy();
    expect(screen.getByText('This game is not available any more.')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/api/game/games'))).toEqual([]);
  });

  it('a game that is not found ends the loading with the same note', async () => {
    show(MobileGameModal, { value: 'no-such-game', url: '/?mobile-game=no-such-game' });
    expect(await screen.findByRole('heading', { name: 'Play this game' })).toBeTruthy();
    expect(screen.getByText('This game is not available any more.')).toBeTruthy();
  });

  it('mobile-game sends a player to the game in the chosen mode', async () => {
    const { location } = show(MobileGameModal, { url: '/categories/slots?mobile-game=mines' });
    expect(await screen.findByRole('heading', { name: 'Play Mines' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('choose-real'));
    await waitFor(() => expect(location()).toBe('/games/mines?mode=real'));
  });

  it("mobile-game on the game page keeps the page's query but its own flag", async () => {
    const { location, router } = show(MobileGameModal, {
      url: '/games/mines?mobile-game=mines&wallet=deposit',
    });
    fireEvent.click(await screen.findByTestId('choose-demo'));
    await waitFor(() => expect(location()).toBe('/games/mines?wallet=deposit&mode=demo'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('mobile-game asks a guest to sign in for real money', async () => {
    const { flags } = show(MobileGameModal, { url: '/games/mines?mobile-game=mines', player: null });
    fireEvent.click(await screen.findByTestId('choose-sign-in'));
    await waitFor(() => expect(flags()).toEqual(['sign-in']));
  });

  it('mobile-game offers no real money where the country refuses it', async () => {
    show(MobileGameModal, {
      url: '/games/mines?mobile-game=mines',
      served: { ...mines, isRestricted: true },
    });
    expect(
      await screen.findByText('Real-money play of this game is not available in your country.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('choose-real')).toBeNull();
    expect(screen.getByTestId('choose-demo')).toBeTruthy();
  });

  it('demo-game says when a game has no demo and offers sign-in instead', async () => {
    show(DemoGameModal, {
      url: '/games/mines?demo-game=mines',
      player: null,
      served: { ...mines, isDemoMode: false },
    });
    expect(await screen.findByText('This game has no demo. Sign in to play it for real money.')).toBeTruthy();
    expect(screen.queryByTestId('choose-demo')).toBeNull();
    expect(screen.getByTestId('choose-sign-in').className).toContain('button--primary');
  });

  it('geo-restricted-game keeps the demo open', async () => {
    const { location } = show(GeoRestrictedGameModal, { url: '/games/mines?geo-restricted-game=mines' });
    expect(await screen.findByText('Mines cannot be played for real money from your country.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('choose-demo'));
    await waitFor(() => expect(location()).toBe('/games/mines?mode=demo'));
  });

  it('max-bets tells the game and the highest bet, or stays general without them', async () => {
    show(MaxBetsModal, { url: '/', value: 'mines|5|EUR' });
    await waitFor(() =>
      expect(screen.getByTestId('max-bets-text').textContent).toBe(
        'Your bet on Mines was not placed: the highest bet allowed is 5.00 EUR. Lower your stake to keep playing.',
      ),
    );
    cleanup();
    show(MaxBetsModal, { url: '/', value: 'garbage' });
    expect(screen.getByTestId('max-bets-text').textContent).toBe(
      'Your bet on this game was above the maximum allowed and was not placed. Lower your stake to keep playing.',
    );
  });

  it('categories lists every collection as a link', async () => {
    show(CategoriesModal, { url: '/?categories=' });
    const item = await screen.findByTestId('categories-item-slots');
    expect(item.getAttribute('href')).toBe('/categories/slots');
    expect(item.textContent).toContain('8');
  });
});
