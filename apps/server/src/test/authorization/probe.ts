import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_HEADER,
  type ApiKeyScope,
  CSRF_HEADER,
  GAME_WALLET_SIGNATURE_HEADER,
  STAFF_SESSION_COOKIE,
  type StaffRole,
} from '@casino/contracts';
import type { InjectOptions } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { freshIp } from '../../domains/identity/test-helpers.ts';
import type { TestApp } from '../test-app.ts';
import type { OwnerIds, Player } from './fixtures.ts';
import type { RouteCase } from './route-table.ts';

/** A back-office session of each role, a half-signed-in one, and named keys with and without the scopes. */
export type StaffCallerName = `staff:${StaffRole}` | 'staff:pending' | 'key:no-scope' | 'key:all-scopes';
export type CallerName = 'guest' | 'forged' | 'expired' | 'closed' | 'A' | 'B' | StaffCallerName;

/** A back-office session as a browser holds it; `role` null while it waits for its TOTP step. */
export type StaffSession = { cookie: string; csrfToken: string };

/** Who calls: the credentials they hold, each for the kind of route it opens. */
export type Caller = {
  name: CallerName;
  /** The platform's access token (Bearer). */
  token?: string;
  /** The game session (launch) tokens of a mines and a crash game: the studio's Bearer. */
  gameToken?: string;
  crashToken?: string;
  sportsbookToken?: string;
  /** The token of a sandbox payment page link. */
  payToken?: string;
  /** The built-in verification provider's token (its hosted page). */
  kycToken?: string;
  /** An X-Signature header for provider and webhook calls. */
  signature?: string;
  /** A new session of the caller, for routes that rotate or end the session. */
  freshToken?: () => Promise<string>;
  /** A back-office session, the role it holds (null: half signed in) and a new one for sign-out. */
  staff?: StaffSession & { role: StaffRole | null; fresh: () => Promise<StaffSession> };
  /** A named API key and the scopes it holds. */
  apiKey?: { secret: string; scopes: readonly ApiKeyScope[] };
};

export const guest: Caller = { name: 'guest' };

/** Holds only forgeries: A's token claims signed with another key, made-up game and pay tokens, a wrong signature. */
export async function forger(owner: Player): Promise<Caller> {
  const token = await new SignJWT(decodeJwt(owner.token))
    .setProtectedHeader({ alg: 'HS256' })
    .sign(randomBytes(32));
  const signature = `sha256=${createHmac('sha256', 'not-the-secret').update('{}').digest('hex')}`;
  return {
    name: 'forged',
    token,
    gameToken: randomBytes(24).toString('base64url'),
    crashToken: randomBytes(24).toString('base64url'),
    sportsbookToken: randomBytes(24).toString('base64url'),
    payToken: randomBytes(32).toString('base64url'),
    kycToken: `${owner.playerId}.${Math.floor(Date.now() / 1000) + 3600}.${randomBytes(32).toString('base64url')}`,
    signature,
  };
}

export const asPlayer = (name: 'A' | 'B', player: Player): Caller => ({
  name,
  token: player.token,
  gameToken: player.gameToken,
  crashToken: player.crashToken,
  sportsbookToken: player.sportsbookToken,
  payToken: player.payToken,
  kycToken: player.kycToken,
  freshToken: player.freshToken,
});

/** A made-up launch token of the studio's minimum length, for callers who have none. */
const NO_GAME_TOKEN = 'no-such-launch-token-0000000000';

export type Probe = { options: InjectOptions; text: string };

type Draft = {
  method: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  payload: unknown;
};

/** The request a caller sends to a route: the owner's ids in it, the caller's credentials on it. */
export async function probeFor(key: string, route: RouteCase, caller: Caller, ids: OwnerIds): Promise<Probe> {
  const [method, path] = key.split(' ') as [InjectOptions['method'] & string, string];
  const params = route.params?.(ids) ?? {};
  const draft: Draft = {
    method,
    query: new URLSearchParams(route.query ?? ''),
    headers: {},
    cookies: {},
    payload: route.body?.(ids) ?? (method === 'POST' || method === 'PUT' ? {} : undefined),
  };
  await addCredentials(draft, key, route, caller);
  let url = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? randomUUID()));
  if (draft.query.size > 0) url += `?${draft.query}`;
  const { payload, headers, cookies } = draft;
  const options: InjectOptions = {
    method,
    url,
    headers,
    cookies,
    remoteAddress: freshIp(),
    ...(payload === undefined ? {} : { payload: payload as string | object }),
  };
  return { options, text: `${url} ${typeof payload === 'string' ? payload : JSON.stringify(payload ?? '')}` };
}

/** Each access class reads its own credential: a Bearer, a launch token, a signature, a link token. */
async function addCredentials(draft: Draft, key: string, route: RouteCase, caller: Caller) {
  const { headers } = draft;
  const gameToken = route.crash
    ? caller.crashToken
    : route.sportsbook
      ? caller.sportsbookToken
      : caller.gameToken;
  switch (route.access) {
    case 'staff':
    case 'operator': {
      // Whatever the caller holds: a player's Bearer, a staff session (with its CSRF token), a key.
      if (caller.token) headers.authorization = `Bearer ${caller.token}`;
      if (caller.apiKey) headers[API_KEY_HEADER] = caller.apiKey.secret;
      if (caller.staff) {
        const session = route.endsSession ? await caller.staff.fresh() : caller.staff;
        draft.cookies[STAFF_SESSION_COOKIE] = session.cookie;
        headers[CSRF_HEADER] = session.csrfToken;
      }
      return;
    }
    case 'public':
    case 'player':
    case 'studio': {
      // The studio's API knows only game sessions; the platform's only its own sessions.
      const token = key.includes(' /studio/')
        ? gameToken
        : route.endsSession && caller.freshToken
          ? await caller.freshToken()
          : caller.token;
      if (token) headers.authorization = `Bearer ${token}`;
      if (key === 'POST /studio/api/session')
        draft.payload = { game: 'mines', mode: 'real', token: gameToken ?? NO_GAME_TOKEN, currency: 'EUR' };
      return;
    }
    case 'provider':
    case 'webhook':
      draft.payload = JSON.stringify(draft.payload);
      headers['content-type'] = 'application/json';
      if (caller.signature)
        headers[route.access === 'provider' ? GAME_WALLET_SIGNATURE_HEADER : 'x-signature'] =
          caller.signature;
      return;
    case 'kyc-page': {
      if (draft.method === 'GET') {
        if (caller.kycToken) draft.query.set('token', caller.kycToken);
        return;
      }
      const fields = { ...((draft.payload ?? {}) as Record<string, string>) };
      if (caller.kycToken) fields.token = caller.kycToken;
      draft.payload = new URLSearchParams(fields).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      return;
    }
    case 'psp-page':
      if (draft.method === 'GET') {
        if (caller.payToken) draft.query.set('token', caller.payToken);
        return;
      }
      draft.payload = new URLSearchParams(caller.payToken ? { token: caller.payToken } : {}).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      return;
  }
}

export async function send(t: TestApp, probe: Probe) {
  const response = await t.app.inject(probe.options);
  return { status: response.statusCode, body: response.body };
}
