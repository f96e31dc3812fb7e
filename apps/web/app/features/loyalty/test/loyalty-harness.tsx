import type { LoyaltyAccount, LoyaltyLevel, Profile } from '@casino/contracts';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AppLoadContext } from 'react-router';
import { createApiClient, type Fetcher } from '../../../lib/api-client.ts';
import { SESSION_TOKEN_KEY } from '../../../lib/session/token.ts';
import type { SiteData } from '../../../lib/site-data.ts';
import { englishI18n } from '../../../test/english-i18n.ts';
import { renderRealtimeSite } from '../../../test/realtime-site.tsx';
import type { LoyaltyEarnRules } from '../api/loyalty-api.ts';

/** The English texts loyalty speaks. */
export const loyaltyI18n = englishI18n('global-components');

export const PLAYER = { id: 'p1', status: 1, nickname: 'ann', country: 'DE' } as Profile;

/** The club: four levels, each earning faster on slots. */
export const LEVELS: LoyaltyLevel[] = [
  { id: 'l1', name: 'Deckhand', order: 1, points: 0, pointsPerBaseUnit: 1 },
  { id: 'l2', name: 'Navigator', order: 2, points: 1000, pointsPerBaseUnit: 1.25 },
  { id: 'l3', name: 'Captain', order: 3, points: 5000, pointsPerBaseUnit: 1.5 },
  { id: 'l4', name: 'Admiral', order: 4, points: 20000, pointsPerBaseUnit: 2 },
];

export const EARN_RULES: LoyaltyEarnRules = {
  baseCurrency: 'EUR',
  rules: [
    { group: 'slots', percent: 100 },
    { group: 'instant', percent: 50 },
    { group: 'table', percent: 10 },
  ],
};

/**
 * The player's account at a level (by order), with `earnedPoints` earned in all and `points` held
 * (the same unless given).
 */
export function account(order: number, earnedPoints: number, points = earnedPoints): LoyaltyAccount {
  const index = LEVELS.findIndex((level) => level.order === order);
  return {
    id: 'la1',
    playerId: PLAYER.id,
    points,
    earnedPoints,
    currentLevel: LEVELS[index]!,
    nextLevel: LEVELS[index + 1] ?? null,
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
  };
}

export type Reply = { status?: number; body: unknown };
export type Call = { method: string; path: string; query: URLSearchParams; headers: Record<string, string> };

export const errorReply = (status: number, code = 0): Reply => ({
  status,
  body: { error: { code, message: `Error ${status}` } },
});

export const LEVELS_ROUTE = 'GET /api/retention/levels';
export const EARN_RULES_ROUTE = 'GET /api/retention/earn-rules';
export const ACCOUNT_ROUTE = 'GET /api/retention/account';
export const INIT_ROUTE = 'GET /api/player/init';

type FakeOptions = {
  /** The site's loyalty setting (GET /api/player/init). */
  loyaltyEnabled?: boolean;
  /** The player's account, or the error the API answers (a guest gets 401). */
  account?: LoyaltyAccount | Reply;
  routes?: Record<string, Reply>;
};

/**
 * The retention API as the contract describes it (client contract section 9), in memory: the levels
 * and earn rules for anyone, the account for a Bearer token only. Every call is kept.
 */
export function fakeLoyaltyApi({ loyaltyEnabled = true, account: held, routes = {} }: FakeOptions = {}) {
  const calls: Call[] = [];
  let current = held;
  const answers = (call: Call): Reply => {
    const route = `${call.method} ${call.path}`;
    if (routes[route]) return routes[route];
    if (route === INIT_ROUTE)
      return { body: { data: { country: 'DE', player: null, settings: { loyaltyEnabled } } } };
    if (route === LEVELS_ROUTE)
      return {
        body: { data: LEVELS, meta: { page: 1, perPage: 100, totalPages: 1, totalRows: LEVELS.length } },
      };
    if (route === EARN_RULES_ROUTE) return { body: { data: EARN_RULES } };
    if (route === ACCOUNT_ROUTE) {
      if (!call.headers.authorization || !current) return errorReply(401);
      return 'body' in current ? current : { body: { data: current } };
    }
    return errorReply(404);
  };
  const fetcher: Fetcher = async (path, init = {}) => {
    const [pathname = '', search = ''] = path.split('?');
    const call = {
      method: init.method ?? 'GET',
      path: pathname,
      query: new URLSearchParams(search),
      headers: init.headers ?? {},
    };
    calls.push(call);
    const reply = answers(call);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  /** The browser's client: its session sends the player's token. */
  const browserFetcher: Fetcher = (path, init = {}) =>
    fetcher(path, { ...init, headers: { ...init.headers, authorization: 'Bearer token' } });
  return {
    api: createApiClient(browserFetcher),
    /** A loader's context: `api` is the server's in-process fetcher, called as the visitor. */
    context: { api: fetcher } as unknown as AppLoadContext,
    calls,
    count: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route).length,
    /** The server's account changes (a push is sent separately). */
    setAccount: (next: LoyaltyAccount) => {
      current = next;
    },
  };
}

/**
 * A page request, signed in (the session cookie) or not. A plain object: a DOM environment's Request
 * drops the Cookie header, which only a server can read.
 */
export const pageRequest = (signedIn: boolean) =>
  ({
    url: 'https://luckyharbor.test/loyalty',
    headers: new Headers(signedIn ? { cookie: `${SESSION_TOKEN_KEY}=token` } : {}),
  }) as unknown as Request;

type RenderOptions = { url?: string; player?: Profile | null; loyaltyEnabled?: boolean };

/**
 * Renders in a memory router whose root carries an English page's site data, with a realtime
 * connection to a fake centrifuge (the player's channels when signed in) and the site's query client
 * settings, without retries. The URL shows the modal flags.
 */
export async function renderInSite(
  ui: ReactNode,
  { url = '/loyalty', player = PLAYER, loyaltyEnabled = true }: RenderOptions = {},
) {
  const siteData = {
    locale: 'en',
    init: {
      country: 'DE',
      defaultLocale: 'en',
      player,
      settings: { loyaltyEnabled, bettingClient: { host: '', clientId: '' } },
    },
    bonusPages: [],
  } as unknown as SiteData;
  const { router, queryClient, centrifuge, search, ...view } = await renderRealtimeSite(ui, {
    url,
    siteData,
    i18n: loyaltyI18n,
    profileId: player?.id ?? null,
  });
  /** A publication on the player's loyalty channel. */
  const push = (data: unknown) =>
    act(async () => {
      centrifuge.publish(`retention:accounts#${PLAYER.id}`, data);
    });
  return { ...view, router, queryClient, search, flags: () => [...search().keys()], push };
}
