// @vitest-environment happy-dom
import { ErrorCode, GamePlatform, type Profile } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import {
  type Call,
  errorReply,
  fakeApi,
  game,
  PLAYER,
  type Reply,
  renderInSite,
} from '../test/games-harness.tsx';
import { GamePage } from './game-page.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const PLAY = 'POST /api/game/games/slot-wild-twenty/play';
const wildTwenty = game('slot-wild-twenty');

const launched = (call: Call): Reply => {
  const demo = (call.body as { demoMode?: boolean }).demoMode === true;
  return {
    body: {
      data: demo
        ? {
            gameUrl: '/studio/slot-wild-twenty?mode=demo&token=demo-token',
            token: 'demo-token',
            demoMode: true,
            currency: null,
          }
        : {
            gameUrl: '/studio/slot-wild-twenty?session=real-token&currency=EUR',
            token: 'real-token',
            demoMode: false,
            currency: 'EUR',
          },
    },
  };
};

/** A screen of this width, touch or not, as the game page asks through matchMedia. */
function screenOf({ mobile }: { mobile: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: mobile, media: query }));
}

function open({
  player,
  url = '/games/slot-wild-twenty',
  play = launched as Reply | ((call: Call) => Reply),
}: {
  player: Profile | null;
  url?: string;
  play?: Reply | ((call: Call) => Reply);
}) {
  const { api, calls } = fakeApi({ [PLAY]: play });
  fake.api = api;
  fake.player = player;
  const site = renderInSite(<GamePage game={wildTwenty} />, { url });
  const plays = () => calls.filter((call) => `${call.method} ${call.path}` === PLAY);
  return { ...site, plays };
}

const frameSrc = async () => (await screen.findByTestId('game-frame')).getAttribute('src');

// The frame's studio page is not what these tests are about: happy-dom is told not to fetch it
// (it logs that it did not).
type HappyWindow = { happyDOM?: { settings: { disableIframePageLoading: boolean } } };
beforeAll(() => {
  const settings = (window as unknown as HappyWindow).happyDOM?.settings;
  if (settings) settings.disableIframePageLoading = true;
});

describe('game page launch', () => {
  beforeEach(() => screenOf({ mobile: false }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('launches a player on a desktop for real money in the active currency', async () => {
    const { plays } = open({ player: PLAYER });
    expect(await frameSrc()).toBe('/studio/slot-wild-twenty?session=real-token&currency=EUR');
    expect(plays().map((call) => call.body)).toEqual([
      { demoMode: false, accountId: 'a1', locale: 'en', platform: GamePlatform.desktop },
    ]);
    expect(screen.getByTestId('game-mode').textContent).toBe('Real money · EUR');
  });

  it('asks a player on a phone first and launches nothing until the choice', async () => {
    screenOf({ mobile: true });
    const { flags, search, plays } = open({ player: PLAYER });
    await waitFor(() => expect(flags()).toEqual(['mobile-game']));
    expect(search().get('mobile-game')).toBe('slot-wild-twenty');
    expect(plays()).toHaveLength(0);
    // A link, so that a tap before hydration still launches (the server renders the chosen mode).
    expect(screen.getByTestId('poster-play-real').getAttribute('href')).toBe(
      '/games/slot-wild-twenty?mode=real',
    );
  });

  it('launches the choice the modal sent back', async () => {
    screenOf({ mobile: true });
    const { plays, flags } = open({ player: PLAYER, url: '/games/slot-wild-twenty?mode=demo' });
    expect(await frameSrc()).toBe('/studio/slot-wild-twenty?mode=demo&token=demo-token');
    expect(plays().map((call) => call.body)).toEqual([
      { demoMode: true, locale: 'en', platform: GamePlatform.mobile },
    ]);
    expect(flags()).toEqual(['mode']);
  });

  it('offers a guest the demo, then plays it from the poster', async () => {
    const { flags, router, plays } = open({ player: null });
    await waitFor(() => expect(flags()).toEqual(['demo-game']));
    expect(plays()).toHaveLength(0);
    expect(screen.queryByTestId('poster-play-real')).toBeNull();
    fireEvent.click(screen.getByTestId('poster-play-demo'));
    expect(await frameSrc()).toBe('/studio/slot-wild-twenty?mode=demo&token=demo-token');
    expect(router.state.location.search).toBe('?mode=demo');
  });

  it('shows the geo restriction when the server refuses real money in the country', async () => {
    const { flags, search } = open({ player: PLAYER, play: errorReply(403, ErrorCode.gameGeoRestricted) });
    expect(await screen.findByTestId('game-geo-restricted')).toBeTruthy();
    await waitFor(() => expect(flags()).toEqual(['geo-restricted-game']));
    expect(search().get('geo-restricted-game')).toBe('slot-wild-twenty');
    expect(screen.queryByTestId('poster-play-real')).toBeNull();
    expect(screen.getByTestId('poster-play-demo')).toBeTruthy();
  });

  it('does not even ask for real money when the catalogue says the country is refused', async () => {
    fake.player = PLAYER;
    const { api, calls } = fakeApi({ [PLAY]: launched });
    fake.api = api;
    const site = renderInSite(<GamePage game={{ ...wildTwenty, isRestricted: true }} />, {
      url: '/games/slot-wild-twenty',
    });
    await waitFor(() => expect(site.flags()).toEqual(['geo-restricted-game']));
    expect(calls.some((call) => call.path.endsWith('/play'))).toBe(false);
  });

  it('tells other launch failures apart and retries', async () => {
    let fail = true;
    const { plays } = open({
      player: PLAYER,
      play: (call) => (fail ? errorReply(500, 0) : launched(call)),
    });
    expect(await screen.findByTestId('game-launch-error')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByTestId('poster-play-real'));
    expect(await frameSrc()).toContain('session=real-token');
    expect(plays()).toHaveLength(2);
  });
});
