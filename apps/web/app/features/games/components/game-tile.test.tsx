// @vitest-environment happy-dom
import type { Profile } from '@casino/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useMarkHydrated } from '../../../lib/hydration.ts';
import { fakeApi, game, PLAYER, renderInSite } from '../test/games-harness.tsx';
import { GameTile } from './game-tile.tsx';
import { GameTiles } from './game-tiles.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

let reportNear: (() => void) | null = null;
class NearObserver {
  constructor(report: (entries: { isIntersecting: boolean }[]) => void) {
    reportNear = () => report([{ isIntersecting: true }]);
  }
  observe() {}
  disconnect() {}
}

/** The site shell's end-of-hydration mark: tiles rendered after it are the client's own. */
function HydrationMark() {
  useMarkHydrated();
  return null;
}

function tile(player: Profile | null, { eager = false } = {}) {
  render(<HydrationMark />);
  vi.stubGlobal('IntersectionObserver', NearObserver);
  fake.api = fakeApi({}).api;
  fake.player = player;
  return renderInSite(
    <GameTiles>
      <GameTile game={game('dice')} eager={eager} />
    </GameTiles>,
  );
}

describe('game tile', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps its box until it comes near, then shows the artwork with its alt text', () => {
    tile(null);
    expect(screen.queryByRole('img')).toBeNull();
    act(() => reportNear?.());
    const image = screen.getByRole('img', { name: 'Dice' });
    expect(image.getAttribute('src')).toBe('/images/games/dice.svg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['300', '400']);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();
  });

  it("loads a first tile's artwork at once, first in line", () => {
    tile(null, { eager: true });
    act(() => reportNear?.());
    const image = screen.getByRole('img', { name: 'Dice' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('links to the game page and shows its RTP; only a player has the heart', () => {
    tile(null);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/games/dice');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Dice');
    expect(screen.getByText('RTP 96.00%')).toBeTruthy();
    expect(screen.queryByTestId('favorite-dice')).toBeNull();
    cleanup();
    tile(PLAYER);
    expect(screen.getByTestId('favorite-dice').getAttribute('aria-label')).toBe('Add Dice to favourites');
  });
});
