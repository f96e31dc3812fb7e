import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../domains/identity/test-helpers.ts';
import { fakeDateOnly } from '../domains/identity/two-factor/test-two-factor.ts';
import {
  type FakeLiveChatAccounts,
  startFakeLiveChatAccounts,
} from '../domains/livechat/fake-accounts-server.ts';
import { savePublicSetting } from '../domains/settings/service.ts';
import {
  closedSessionToken,
  crashRoundOpen,
  MATRIX_ENV,
  newOwner,
  newPlayer,
  type OwnerIds,
  type Player,
  staffCallers,
} from './authorization/fixtures.ts';
import { asPlayer, type Caller, forger, guest, probeFor, send } from './authorization/probe.ts';
import { MatrixReport } from './authorization/report.ts';
import { ROUTES, routeKeys } from './authorization/route-table.ts';
import { ownerMarkers, verdict } from './authorization/verdict.ts';
import { testDrivers } from './databases.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** Past the refresh window (24 h), well inside the idle limit (30 days): the token's session is still open. */
const EXPIRED_BY_MS = 3 * 24 * 60 * 60 * 1000;

/** Routes that rotate or end the caller's session go last, so the caller's other calls keep theirs. */
const ORDERED = Object.entries(ROUTES).sort(
  ([, a], [, b]) => Number(a.endsSession ?? 0) - Number(b.endsSession ?? 0),
);

/**
 * Issue 11's authorization matrix: every route of the app × guest, forged, expired and closed-session
 * tokens, player B with player A's ids, and player A; then (issue 30) a staff member of every role, a
 * half-signed-in staff session and named keys without and with the scopes. No cell may answer 5xx or
 * show A's data to anyone without the right to it; the access class of each route (route-table.ts)
 * and its permission say what each caller must get.
 */
describe.each(testDrivers)('authorization matrix on %s', (driver) => {
  const registered: RouteOptions[] = [];
  const report = new MatrixReport();
  let t: TestApp;
  let owner: OwnerIds;
  let other: Player;
  let markers: string[];
  let liveChat: FakeLiveChatAccounts;
  beforeAll(async () => {
    liveChat = await startFakeLiveChatAccounts();
    t = await startTestApp(driver, { ...MATRIX_ENV, ...liveChat.env }, undefined, (route) => {
      registered.push(route);
    });
    await savePublicSetting(t.app.db, 'liveChat', {
      enabled: true,
      license: String(liveChat.licenseId),
      guestAvailable: false,
    });
    owner = await newOwner(t, driver);
    other = await newPlayer(t, driver);
    // A's LiveChat customer and token are A's alone, like its other ids.
    const ownLiveChat = await call(t, {
      method: 'GET',
      url: '/api/player/integrations/livechat/token',
      token: owner.token,
    });
    const { entityId, accessToken } = ownLiveChat.json().data;
    markers = [...ownerMarkers(owner), entityId, accessToken];
    await crashRoundOpen(t);
  });
  afterAll(async () => {
    await t?.close();
    await liveChat?.close();
  });

  async function sweep(caller: Caller) {
    for (const [key, route] of ORDERED) {
      const probe = await probeFor(key, route, caller, owner);
      const answer = await send(t, probe);
      report.record(
        key,
        caller.name,
        answer.status,
        verdict(route, caller.name, answer, markers, probe.text, caller),
      );
    }
  }

  /** What player A reads of its own: accounts, invoices, sessions, favourites, profile, inbox, loyalty, its game and round. */
  async function ownerView() {
    const read = async (url: string, token = owner.token) => {
      const response = await call(t, { method: 'GET', url, token });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    const sessions = (await read('/api/player/sessions?perPage=100')).data as { id: string }[];
    return {
      accounts: await read('/api/wallet/accounts'),
      invoices: await read('/api/payment/invoices?perPage=100'),
      sessions: sessions.map((session) => session.id).sort(),
      favorites: await read('/api/game/games/favorites'),
      profile: await read('/api/player/profile'),
      messages: await read('/api/notification/messenger/messages?perPage=100'),
      loyalty: await read('/api/retention/account'),
      documents: await read('/api/player/documents'),
      verification: await read('/api/player/verification'),
      game: await read('/studio/api/session', owner.gameToken),
      round: await read(`/studio/api/rounds/${owner.roundId}`),
      liveChat: await read('/api/player/integrations/livechat/token'),
    };
  }

  it('gives every registered route an access class, and no class to a route that is gone', () => {
    const keys = routeKeys(registered);
    expect(keys.length).toBeGreaterThan(50);
    expect(
      keys.filter((key) => !(key in ROUTES)),
      'registered routes missing from authorization/route-table.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((key) => !keys.includes(key)),
      'route-table.ts entries no route matches',
    ).toEqual([]);
  });

  it('refuses guests and forged, expired and closed-session tokens on every guarded route', async () => {
    await sweep(guest);
    await sweep(await forger(owner));
    await sweep({ name: 'closed', token: await closedSessionToken(t, owner) });
    const expired = await owner.freshToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + EXPIRED_BY_MS);
    try {
      await sweep({ name: 'expired', token: expired });
    } finally {
      vi.useRealTimers();
    }
    report.expectNoFailures();
  });

  it("refuses player B on player A's ids, shows B nothing of A's, and leaves A's data as it was", async () => {
    const before = await ownerView();
    await sweep(asPlayer('B', other));
    expect.soft(await ownerView(), "A's data after B's calls").toEqual(before);
    report.expectNoFailures();
  });

  it('lets player A use every route meant for players, its own resources included', async () => {
    await sweep(asPlayer('A', owner));
    report.expectNoFailures();
  });

  // Last: staff with a permission really act on A's documents, checks and deposits.
  it('lets each staff role and key use exactly the back-office and operator routes its rights allow', async () => {
    fakeDateOnly();
    try {
      for (const caller of await staffCallers(t)) await sweep(caller);
    } finally {
      vi.useRealTimers();
    }
    report.expectNoFailures();
    // Every back-office route times every role and key: a few hundred requests, more than the default allows.
  }, 120_000);
});
