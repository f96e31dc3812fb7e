import { API_KEY_SCOPES, type ApiKeyScope, STAFF_ROLES } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import {
  fundedPlayer,
  openGame,
  play,
  STUDIO_TEST_ENV,
} from '../../../../studio/src/server/test/studio-harness.ts';
import { studioRounds } from '../../../../studio/src/storage/tables.ts';
import { giveBonuses } from '../../domains/bonuses/test-helpers.ts';
import { call, freshIp, signIn } from '../../domains/identity/test-helpers.ts';
import { createMessage } from '../../domains/messenger/messages.ts';
import {
  enrolledOwner,
  enrolledStaff,
  STAFF_PASSWORD,
  type StaffClient,
  sessionCookieOf,
  signInStaff,
  staffCall,
} from '../../domains/staff/test-staff.ts';
import { openSeededSeries } from '../../domains/tournaments/test-helpers.ts';
import { jpegWithExif, multipart } from '../../domains/verification/test-files.ts';
import type { TestDriver } from '../databases.ts';
import type { TestApp } from '../test-app.ts';
import type { Caller, StaffSession } from './probe.ts';

/**
 * The studio with its crash loop slowed down, as the studio's own tests run it; the dev outbox on, so
 * that its routes are in the matrix; the session limits the expired-token calls rely on, set explicitly.
 */
export const MATRIX_ENV = {
  ...STUDIO_TEST_ENV,
  OUTBOX_PAGE: 'true',
  SESSION_REFRESH_HOURS: '24',
  SESSION_IDLE_DAYS: '30',
};

const PASSWORD = 'secret-pass';

/** A player with a session, a funded EUR account, a game session and a pending sandbox deposit. */
export type Player = {
  email: string;
  playerId: string;
  token: string;
  accountId: string;
  gameToken: string;
  crashToken: string;
  /** The game session of a sportsbook launch (betsy-sportsbook-betsy). */
  sportsbookToken: string;
  invoiceId: string;
  /** The token of the sandbox page link of the player's own deposit. */
  payToken: string;
  /** The built-in verification provider's token of the player (its hosted page). */
  kycToken: string;
  /** A pending document of the player's. */
  documentId: string;
  /** A new session of the player's own, for calls that rotate or end the session. */
  freshToken: () => Promise<string>;
};

/** The ids of player A that the matrix puts in paths and bodies. */
export type OwnerIds = Player & {
  /** A second account (USD), not the active one. */
  extraAccountId: string;
  spareSessionId: string;
  favoriteGameId: string;
  roundId: string;
  /** A tile of the open mines round without a mine, so the owner's reveal succeeds. */
  safeTile: number;
  /** A bet limit high enough never to refuse the matrix's own bets. */
  limitId: string;
  /** A queued bonus (another one is active), issued free spins and a deposit code waiting. */
  playerBonusId: string;
  playerFreespinId: string;
  playerBonusCodeId: string;
  /** An unread message in the inbox. */
  messageId: string;
  /** The loyalty account (made by the owner's first look). */
  loyaltyAccountId: string;
  /** The daily prize wheel (anyone's to spin once a day) and the first offer points buy. */
  wheelId: string;
  pointsOfferId: string;
  /** A running tournament players join (the seeded daily sprint): anyone's to join, once. */
  tournamentId: string;
  /** A quest on offer the owner has not taken (anyone's to take), and the owner's active quest. */
  questId: string;
  playerQuestId: string;
  /** The owner's open live chat conversation and its first message. */
  chatConversationId: string;
  chatMessageId: string;
};

export async function newPlayer(t: TestApp, driver: TestDriver): Promise<Player> {
  const funded = await fundedPlayer(t, driver, '100');
  const token = funded.accessToken;
  const profile = await ok(t, 'GET', '/api/player/profile', token);
  const { token: gameToken } = await openGame(t, 'mines', funded);
  const { token: crashToken } = await openGame(t, 'crash', funded);
  const { token: sportsbookToken } = await openGame(t, 'betsy-sportsbook-betsy', funded);
  const deposit = await ok(t, 'POST', '/api/payment/invoices/deposit', token, {
    method: 'sandbox_card',
    currency: 'EUR',
    country: 'DE',
    amount: 20,
    accountId: funded.accountId,
  });
  const payUrl = new URL(deposit.action!, 'http://site.test');
  const kyc = await call(t, { method: 'POST', url: '/api/player/services/sumsub/auth', token });
  expect(kyc.statusCode, kyc.body).toBe(200);
  const upload = await multipart({
    type: 'passport',
    file: { bytes: await jpegWithExif(), name: 'passport.jpg' },
  });
  const document = await call(t, { method: 'POST', url: '/api/player/documents', token, ...upload });
  expect(document.statusCode, document.body).toBe(201);
  return {
    email: funded.email,
    playerId: profile.id!,
    token,
    accountId: funded.accountId,
    gameToken,
    crashToken,
    sportsbookToken,
    invoiceId: deposit.invoiceId!,
    payToken: payUrl.searchParams.get('token') ?? '',
    kycToken: kyc.json().token as string,
    documentId: document.json().data.id as string,
    freshToken: () => signInAgain(t, funded.email),
  };
}

/** Player A: everything of `newPlayer`, plus a second account, a spare session, a favourite and an open round. */
export async function newOwner(t: TestApp, driver: TestDriver): Promise<OwnerIds> {
  const owner = await newPlayer(t, driver);
  const accounts = await ok<{ id: string; currency: string }[]>(
    t,
    'POST',
    '/api/wallet/accounts',
    owner.token,
    {
      currency: 'USD',
    },
  );
  const extra = accounts.find((account) => account.currency === 'USD')!;
  // A new account becomes the active one; the EUR account is active again, so the USD one can be hidden.
  await ok(t, 'PUT', `/api/wallet/accounts/${owner.accountId}/switch`, owner.token);
  const spare = await owner.freshToken();
  const sessions = await ok<{ sessionId: string; current: boolean }[]>(
    t,
    'GET',
    '/api/player/sessions',
    spare,
  );
  const spareSessionId = sessions.find((session) => session.current)!.sessionId;
  const game = await ok(t, 'GET', '/api/game/games/dice', owner.token);
  await ok(t, 'POST', `/api/game/games/${game.id}/favorite`, owner.token);
  const { round } = await play(t, owner.gameToken, { kind: 'mines', amount: '1', mineCount: 3 });
  const [row] = await t.database.db.select().from(studioRounds).where(eq(studioRounds.id, round.id));
  const mines = row!.outcome.mineTiles as number[];
  const limit = await ok(t, 'POST', '/api/player/limits', owner.token, {
    definition: 1,
    period: 'monthly',
    amount: 100000,
    currency: 'EUR',
  });
  const given = await giveBonuses(
    t.database.db,
    { playerId: owner.playerId, walletAccountId: owner.accountId, currency: 'EUR' },
    `matrix-${driver}`,
  );
  const code = await ok(t, 'POST', '/api/game/bonuses/bonuscodes', owner.token, {
    bonusCode: given.depositCode,
    trigger: 3,
  });
  const message = await createMessage(t.database.db, {
    playerId: owner.playerId,
    key: `matrix-${driver}`,
    kind: 'deposit.credited',
    params: { amount: { amount: 20, currency: 'EUR' } },
    link: '/profile/wallet',
  });
  // The bonuses' events write messages too: delivered now, the inbox stays as it is during the sweeps.
  while ((await t.app.events.dispatchPending()) > 0);
  const loyalty = await ok(t, 'GET', '/api/retention/account', owner.token);
  const wheels = await ok<{ id: string; identity: string }[]>(t, 'GET', '/api/retention/wheels', owner.token);
  const offers = await ok<{ id: string }[]>(t, 'GET', '/api/retention/points-offers', owner.token);
  await openSeededSeries(t.database.db);
  const running = await ok<{ id: string; entryType: string }[]>(
    t,
    'GET',
    '/api/retention/tournaments?state[]=3',
    owner.token,
  );
  const quests = await ok<{ id: string; identity: string }[]>(t, 'GET', '/api/retention/quests', owner.token);
  const questOf = (identity: string) => quests.find((quest) => quest.identity === identity)!.id;
  const activeQuest = await ok(
    t,
    'PUT',
    `/api/retention/quests/${questOf('harbor-welcome')}/activate`,
    owner.token,
  );
  const chat = await ok<{ conversation: { id: string } }>(t, 'POST', '/api/chat/conversations', owner.token, {
    locale: 'en',
  });
  const chatMessage = await ok<{ message: { id: string } }>(
    t,
    'POST',
    `/api/chat/conversations/${chat.conversation.id}/messages`,
    owner.token,
    { clientMessageId: 'authz-owner-1', text: 'My withdrawal is stuck' },
  );
  return {
    chatConversationId: chat.conversation.id,
    chatMessageId: chatMessage.message.id,
    tournamentId: running.find((tournament) => tournament.entryType === 'join')!.id,
    wheelId: wheels.find((wheel) => wheel.identity === 'daily-wheel')!.id,
    pointsOfferId: offers[0]!.id,
    questId: questOf('high-seas'),
    playerQuestId: activeQuest.id!,
    ...owner,
    playerBonusId: given.playerBonusId,
    playerFreespinId: given.playerFreespinId,
    playerBonusCodeId: code.id!,
    messageId: message!.id,
    loyaltyAccountId: loyalty.id!,
    extraAccountId: extra.id!,
    spareSessionId,
    favoriteGameId: game.id!,
    roundId: round.id,
    safeTile: Array.from({ length: 25 }, (_, tile) => tile).find((tile) => !mines.includes(tile))!,
    limitId: limit.id!,
  };
}

/** The crash loop opens its first round shortly after start; until then its state answers 503. */
export async function crashRoundOpen(t: TestApp) {
  await vi.waitFor(
    async () => {
      const response = await call(t, { method: 'GET', url: '/studio/api/crash/state' });
      expect(response.statusCode, response.body).toBe(200);
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** A token of a session that was closed by logging out. */
export async function closedSessionToken(t: TestApp, owner: Player): Promise<string> {
  const token = await owner.freshToken();
  const logout = await call(t, { method: 'POST', url: '/api/player/sessions/logout', token });
  expect(logout.statusCode, logout.body).toBeLessThan(300);
  return token;
}

async function signInAgain(t: TestApp, email: string): Promise<string> {
  const response = await signIn(t, email, PASSWORD);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.accessToken as string;
}

/** The `data` of a call that must succeed; most fixtures read a few ids from it. */
async function ok<T = Record<string, string>>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: unknown,
): Promise<T> {
  const response = await call(t, { method, url, token, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
}

/**
 * The back office's callers (the clock must be fake, each code moves it a step): a signed-in staff
 * member of every role, a session still at its TOTP step, and named keys without the routes' scopes
 * (adjustments.create, which no route asks yet) and with all of them.
 */
export async function staffCallers(t: TestApp): Promise<Caller[]> {
  const owner = await enrolledOwner(t, 'matrix-owner-1@example.com');
  const members = [owner];
  for (const role of STAFF_ROLES.filter((role) => role !== 'owner'))
    members.push(await enrolledStaff(t, owner, role, `matrix-${role}@example.com`));
  const signedIn = members.map(
    (member): Caller => ({
      name: `staff:${member.role}`,
      staff: { ...member, fresh: () => signInStaff(t, member.email, member.authenticator) },
    }),
  );
  const pending = await halfSignedIn(t, owner);
  const keys = [
    { name: 'key:no-scope' as const, scopes: ['adjustments.create'] as ApiKeyScope[] },
    { name: 'key:all-scopes' as const, scopes: [...API_KEY_SCOPES] },
  ];
  const keyCallers: Caller[] = [];
  for (const { name, scopes } of keys) {
    const created = await staffCall(t, owner, {
      method: 'POST',
      url: '/api/backoffice/api-keys',
      payload: { name, scopes },
      freshTotp: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    keyCallers.push({ name, apiKey: { secret: created.json().data.secret, scopes } });
  }
  return [
    ...signedIn,
    { name: 'staff:pending', staff: { ...pending, role: null, fresh: () => halfSignedIn(t, owner) } },
    ...keyCallers,
  ];
}

/** The password step only: a session that waits for its TOTP code. */
async function halfSignedIn(t: TestApp, member: StaffClient): Promise<StaffSession> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/backoffice/session',
    payload: { email: member.email, password: STAFF_PASSWORD },
    remoteAddress: freshIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { cookie: sessionCookieOf(response)!.value, csrfToken: response.json().data.csrfToken };
}
