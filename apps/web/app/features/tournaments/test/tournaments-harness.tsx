import type { LeaderboardEntry, Profile, Tournament, TournamentDetail } from '@casino/contracts';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SESSION_TOKEN_KEY } from '../../../lib/session/token.ts';
import type { SiteData } from '../../../lib/site-data.ts';
import { englishI18n } from '../../../test/english-i18n.ts';
import { dataReply, errorReply, type FakeCall, fakeApi, pageReply } from '../../../test/fake-api.ts';
import { renderRealtimeSite } from '../../../test/realtime-site.tsx';

/** The English texts tournaments speak. */
export const tournamentsI18n = englishI18n('global-components');

export const PLAYER = { id: 'p1', status: 1, nickname: 'ann', country: 'DE' } as Profile;

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** A tournament in a state (2 upcoming, 3 running, 4/5 finished), starting or ending an hour away. */
export function tournament(id: string, state: number, extra: Partial<Tournament> = {}): Tournament {
  const running = state === 3;
  const finished = state >= 4;
  return {
    id,
    identity: `${id}-race`,
    title: `Race ${id}`,
    description: `The ${id} race.`,
    image: null,
    type: 1,
    state,
    isAvailable: !finished,
    confirmationRequired: false,
    entryType: 'auto',
    buyIn: [],
    startAt: at(finished ? -48 * HOUR : running ? -HOUR : HOUR + 5000),
    endAt: at(finished ? -24 * HOUR : running ? 2 * HOUR + 5000 : 26 * HOUR),
    rates: { baseCurrencyRate: 1, currencyRates: [] },
    conditions: {
      gameCollections: ['slots'],
      gameCollectionsExcluded: [],
      minAmount: 0.5,
      minAmountOp: 'gte',
      maxAmount: null,
      maxAmountOp: null,
      currencies: [],
    },
    baseCurrency: 'EUR',
    playersCount: 2,
    prizes: [
      { place: 1, type: 'money', title: '500 EUR', amount: 500, currency: 'EUR', entry: null },
      { place: 2, type: 'money', title: '250 EUR', amount: 250, currency: 'EUR', entry: null },
      { place: 3, type: 'freespins', title: '50 free spins', amount: 50, currency: null, entry: null },
    ],
    ...extra,
  };
}

export const row = (place: number, playerId: string, nickname: string, points: number): LeaderboardEntry => ({
  place,
  playerId,
  nickname,
  points,
});

export const detail = (base: Tournament, extra: Partial<TournamentDetail> = {}): TournamentDetail => ({
  ...base,
  playerEntry: null,
  leaderboard: [],
  ...extra,
});

export const LIST_ROUTE = 'GET /api/retention/tournaments';
export const detailRoute = (id: string) => `GET /api/retention/tournaments/${id}`;
export const participateRoute = (id: string) => `POST /api/retention/tournaments/${id}/participate`;
export const COLLECTIONS_ROUTE = 'GET /api/game/collections';
const COLLECTIONS = [{ id: 'c1', identity: 'slots', name: 'Slots', countries: [], isHidden: false }];

/**
 * The tournaments API in memory (client contract section 9): the list filtered by state, a
 * tournament by identity with the entry of a player (a Bearer token) and the participate call,
 * which enters the player once.
 */
export function fakeTournamentsApi(
  tournaments: TournamentDetail[],
  entry: TournamentDetail['playerEntry'] = null,
) {
  const entries = new Map<string, TournamentDetail['playerEntry']>();
  const held = [...tournaments];
  for (const item of held) if (entry) entries.set(item.id, entry);
  const answer = (route: string, call: FakeCall) => {
    if (route === LIST_ROUTE) {
      const states = call.query.getAll('state[]').map(Number);
      return pageReply(
        held
          .filter((item) => states.includes(item.state))
          .map(({ playerEntry, leaderboard, ...rest }) => rest),
      );
    }
    if (route === COLLECTIONS_ROUTE) return dataReply(COLLECTIONS);
    const found = held.find((item) => route === detailRoute(item.identity) || route === detailRoute(item.id));
    if (found) {
      const player = call.headers.authorization ? (entries.get(found.id) ?? null) : null;
      return dataReply({ ...found, playerEntry: player });
    }
    const joining = held.find((item) => route === participateRoute(item.id));
    if (joining) {
      if (!call.headers.authorization) return errorReply(401);
      if (!joining.isAvailable) return errorReply(422, 16010);
      entries.set(joining.id, { points: 0, place: null });
      return dataReply({});
    }
    return undefined;
  };
  const server = fakeApi(answer);
  return {
    ...server,
    /** The server's copy of a tournament changes (pushes are sent apart). */
    update: (id: string, change: Partial<TournamentDetail>) => {
      const index = held.findIndex((item) => item.id === id);
      held[index] = { ...held[index]!, ...change };
    },
  };
}

/** A page request, signed in (the session cookie) or not. */
export const pageRequest = (signedIn: boolean, path = '/tournaments') =>
  ({
    url: `https://luckyharbor.test${path}`,
    headers: new Headers(signedIn ? { cookie: `${SESSION_TOKEN_KEY}=token` } : {}),
  }) as unknown as Request;

/** Renders as an English page of the site, signed in as PLAYER unless `player` is null. */
export async function renderInSite(
  ui: ReactNode,
  { url = '/tournaments', player = PLAYER as Profile | null } = {},
) {
  const siteData = {
    locale: 'en',
    init: {
      country: 'DE',
      defaultLocale: 'en',
      player,
      settings: { loyaltyEnabled: true, bettingClient: { host: '', clientId: '' } },
    },
    bonusPages: [],
  } as unknown as SiteData;
  const site = await renderRealtimeSite(ui, {
    url,
    siteData,
    i18n: tournamentsI18n,
    profileId: player?.id ?? null,
  });
  /** A publication on a channel. */
  const publish = (channel: string, data: unknown) =>
    act(async () => {
      site.centrifuge.publish(channel, data);
    });
  return { ...site, publish };
}
