import { randomUUID } from 'node:crypto';
import { bracketQueryString } from '@casino/contracts';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { STUDIO_PROVIDER_ID, signGameWalletCall } from '../../domains/game-wallet/routes.ts';
import { freshIp, registerByEmail } from '../../domains/identity/test-helpers.ts';
import { creditDeposit } from '../../domains/wallet/postings.ts';
import type { TestApp } from '../test-app.ts';

/**
 * Calls the API the way the product's real client does (client contract section 0): relative /api
 * paths, query arrays in bracket form, JSON bodies (DELETE included), `Authorization: Bearer` and
 * no cookies. The contract tests use it so that a call that works here works for that client.
 */
export type SkeletonCall = {
  query?: Record<string, string | number | boolean | undefined | (string | number)[]>;
  body?: unknown;
  /** Overrides the client's stored token: null sends none. */
  token?: string | null;
  headers?: Record<string, string>;
};

export type SkeletonAnswer = { status: number; body: unknown; json: <T = Record<string, unknown>>() => T };

export function skeletonClient(t: TestApp) {
  let storedToken: string | null = null;
  const remoteAddress = freshIp();

  async function call(method: InjectOptions['method'], path: string, options: SkeletonCall = {}) {
    const token = options.token === undefined ? storedToken : options.token;
    const response = await t.app.inject({
      method,
      url: `${path}${bracketQueryString(options.query)}`,
      remoteAddress,
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    });
    const body: unknown = response.body ? JSON.parse(response.body) : null;
    return { status: response.statusCode, body, json: <T>() => body as T } satisfies SkeletonAnswer;
  }

  return {
    /** Keeps the access token as the client does after sign-in (and after a refresh). */
    useToken: (token: string | null) => {
      storedToken = token;
    },
    get token() {
      return storedToken;
    },
    get: (path: string, options?: SkeletonCall) => call('GET', path, options),
    post: (path: string, options?: SkeletonCall) => call('POST', path, options),
    put: (path: string, options?: SkeletonCall) => call('PUT', path, options),
    delete: (path: string, options?: SkeletonCall) => call('DELETE', path, options),
  };
}

export type SkeletonClient = ReturnType<typeof skeletonClient>;

/** A new player registered in EUR, with the skeleton client signed in as them and their account's id. */
export async function signedInPlayer(t: TestApp, email: string) {
  const login = await registerByEmail(t, email, { currency: 'EUR' });
  const client = skeletonClient(t);
  client.useToken(login.accessToken);
  const accounts = (await client.get('/api/wallet/accounts')).json<{ data: { id: string }[] }>();
  return {
    client,
    playerId: login.profile.id as string,
    token: login.accessToken as string,
    accountId: accounts.data[0]!.id,
  };
}

/**
 * Asserts the status, then that the answer carries every field the client reads with the recorded
 * type (`reads` is written from the client contract, not from our own schemas), and returns it.
 */
export function expectReads<T extends z.ZodType>(
  answer: SkeletonAnswer,
  status: number,
  reads: T,
): z.output<T> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const result = reads.safeParse(answer.body);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect.fail(
      `The answer lacks what the client reads:\n${problems.join('\n')}\n${JSON.stringify(answer.body)}`,
    );
  }
  return result.data;
}

/** The error body the client reads: `{ error: { code, message, fields? } }`. */
export function expectError(answer: SkeletonAnswer, status: number, code?: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = answer.json<{ error: { code: number; message: string; fields?: Record<string, string[]> } }>();
  expect(typeof body.error.message).toBe('string');
  if (code !== undefined) expect(body.error.code).toBe(code);
  return body.error;
}

/**
 * A slot launched for real money by a signed-in player (their account funded with 1,000 EUR first, once)
 * and one round of `stake` EUR played in it and lost, through the provider's calls signed with
 * `secret`: what the retention contract tests play to move points, quests and leaderboards.
 */
export async function playRealRound(
  t: TestApp,
  player: Awaited<ReturnType<typeof signedInPlayer>>,
  { secret, slot, stake }: { secret: string; slot: string; stake: string },
) {
  await creditDeposit(t.database.db, {
    walletAccountId: player.accountId,
    currency: 'EUR',
    amount: 100_000n,
    idempotencyKey: `contract-funds-${player.accountId}`,
  });
  const launch = await player.client.post(`/api/game/games/${slot}/play`, {
    body: {
      accountId: player.accountId,
      lobbyUrl: 'http://site.test/',
      locale: 'en',
      countryCode: 'DE',
      platform: 2,
      demoMode: false,
    },
  });
  expect(launch.status, JSON.stringify(launch.body)).toBe(200);
  const sessionToken = launch.json<{ data: { token: string } }>().data.token;
  const roundId = `contract-round-${randomUUID()}`;
  for (const [kind, amount] of [
    ['bet', stake],
    ['win', '0'],
  ] as const) {
    const payload = JSON.stringify({
      sessionToken,
      currency: 'EUR',
      roundId,
      transactionId: `${roundId}-${kind}`,
      amount,
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/game-wallet/${STUDIO_PROVIDER_ID}/${kind}`,
      headers: { 'content-type': 'application/json', 'x-signature': signGameWalletCall(payload, secret) },
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
}
