import { ErrorCode } from '@casino/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { FetchInit } from '../api-client.ts';
import { fakeToken } from './fake-token.ts';
import { SessionClient, type SessionEvent } from './session-client.ts';
import { sessionFetcher } from './session-fetcher.ts';
import { memoryTokenStorage } from './token-storage.ts';

const token = fakeToken({ sub: 'p1', exp: Math.floor(Date.now() / 1000) + 900 });

function answer(status: number, code?: number) {
  return new Response(code === undefined ? null : JSON.stringify({ error: { code, message: 'x' } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(status: number, code?: number, stored: string | null = token) {
  const calls: FetchInit[] = [];
  const base = vi.fn(async (_path: string, init: FetchInit = {}) => {
    calls.push(init);
    return answer(status, code);
  });
  const storage = memoryTokenStorage(stored);
  const session = new SessionClient({ storage, refresh: async () => 'fresh' });
  const events: SessionEvent[] = [];
  session.subscribe((event) => events.push(event));
  return { fetcher: sessionFetcher(base, session), calls, events, storage };
}

describe('session fetcher', () => {
  it('sends the stored token as a Bearer token', async () => {
    const { fetcher, calls } = setup(200);
    await fetcher('/api/player/profile', { headers: { 'x-locale': 'de' } });
    expect(calls[0]?.headers).toEqual({ 'x-locale': 'de', authorization: `Bearer ${token}` });
  });

  it('sends no authorization for a guest, or when told not to', async () => {
    const guest = setup(200, undefined, null);
    await guest.fetcher('/api/settings/locales');
    expect(guest.calls[0]?.headers).toBeUndefined();
    const player = setup(200);
    await player.fetcher('/api/player/sessions', { method: 'POST', bearer: null });
    expect(player.calls[0]?.headers).toBeUndefined();
  });

  it('ends the session on a 401', async () => {
    const { fetcher, events, storage } = setup(401, ErrorCode.unauthorized);
    await fetcher('/api/player/profile');
    expect(events).toEqual([{ type: 'ended', reason: 'unauthorized' }]);
    expect(storage.read()).toBeNull();
  });

  it('leaves a newer state alone: a 401 to a token that has meanwhile been signed out or replaced', async () => {
    for (const meanwhile of [null, 'a-new-session']) {
      const storage = memoryTokenStorage(token);
      const session = new SessionClient({ storage, refresh: async () => 'fresh' });
      const base = vi.fn(async () => {
        if (meanwhile) storage.write(meanwhile);
        else storage.clear();
        return answer(401, ErrorCode.unauthorized);
      });
      const events: SessionEvent[] = [];
      session.subscribe((event) => events.push(event));
      await sessionFetcher(base, session)('/api/player/profile');
      expect(events).toEqual([]);
      expect(storage.read()).toBe(meanwhile);
    }
  });

  it('leaves a session the server closed itself to the sign-out that follows', async () => {
    const storage = memoryTokenStorage(token);
    const session = new SessionClient({ storage, refresh: async () => 'fresh' });
    const events: SessionEvent[] = [];
    session.subscribe((event) => events.push(event));
    const fetcher = sessionFetcher(
      vi.fn(async () => answer(401, ErrorCode.unauthorized)),
      session,
    );
    session.closedByServer();
    await fetcher('/api/player/profile');
    expect(events).toEqual([]);
    expect(storage.read()).toBe(token);
    // A later session's 401 still ends it.
    storage.write(fakeToken({ sub: 'p1', exp: Math.floor(Date.now() / 1000) + 900, jti: 'next' }));
    await fetcher('/api/player/profile');
    expect(events).toEqual([{ type: 'ended', reason: 'unauthorized' }]);
  });

  it('ends the session on a 403 unless it only refuses the action', async () => {
    const blocked = setup(403, ErrorCode.accountBlocked);
    await blocked.fetcher('/api/player/profile');
    expect(blocked.events).toHaveLength(1);
    const limit = setup(403, ErrorCode.depositLimitReached);
    await limit.fetcher('/api/payment/invoices/deposit', { method: 'POST' });
    expect(limit.events).toHaveLength(0);
    expect(limit.storage.read()).toBe(token);
  });

  it('leaves the session alone for calls that handle 401 and 403 themselves', async () => {
    const { fetcher, events, storage } = setup(401, ErrorCode.invalidCredentials);
    const response = await fetcher('/api/player/sessions', { method: 'POST', ownsAuthErrors: true });
    expect(response.status).toBe(401);
    expect(events).toHaveLength(0);
    expect(storage.read()).toBe(token);
  });

  it('keeps other failures to the caller', async () => {
    const { fetcher, events } = setup(422, ErrorCode.validationFailed);
    await fetcher('/api/player/profile', { method: 'PUT' });
    expect(events).toHaveLength(0);
  });
});
