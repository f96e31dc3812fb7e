import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from './fake-token.ts';
import {
  REFRESH_POLL_ATTEMPTS,
  REFRESH_POLL_INTERVAL_MS,
  SessionClient,
  type SessionEvent,
} from './session-client.ts';
import { memoryTokenStorage } from './token-storage.ts';

const NOW = Date.UTC(2026, 0, 1);
const expiringIn = (seconds: number) => fakeToken({ sub: 'p1', exp: Math.floor(NOW / 1000) + seconds });

/** A promise with its resolve and reject handles, to hold a refresh open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function setup(token: string | null, refresh: (token: string) => Promise<string>) {
  const storage = memoryTokenStorage(token);
  const sleeps: number[] = [];
  const refreshSpy = vi.fn(refresh);
  const client = new SessionClient({
    storage,
    refresh: refreshSpy,
    now: () => NOW,
    sleep: async (ms) => {
      sleeps.push(ms);
      await Promise.resolve();
    },
  });
  const events: SessionEvent[] = [];
  client.subscribe((event) => events.push(event));
  return { client, storage, sleeps, events, refresh: refreshSpy };
}

describe('session client', () => {
  it('sends a token that is far from expiry as it is', async () => {
    const token = expiringIn(600);
    const { client, refresh } = setup(token, async () => 'never');
    await expect(client.freshToken()).resolves.toBe(token);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('has nothing to send without a session', async () => {
    const { client, refresh } = setup(null, async () => 'never');
    await expect(client.freshToken()).resolves.toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes a token far from expiry when forced (the server then sets its cookie again)', async () => {
    const fresh = expiringIn(900);
    const { client, storage, refresh } = setup(expiringIn(600), async () => fresh);
    await expect(client.freshToken({ force: true })).resolves.toBe(fresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(storage.read()).toBe(fresh);
  });

  it('refreshes a token expiring within 10 s first and stores the new one', async () => {
    const fresh = expiringIn(900);
    const { client, storage, events } = setup(expiringIn(5), async () => fresh);
    await expect(client.freshToken()).resolves.toBe(fresh);
    expect(storage.read()).toBe(fresh);
    expect(events).toEqual([{ type: 'token', token: fresh }]);
  });

  it('runs one refresh at a time: parallel callers poll until it is done and share its token', async () => {
    const fresh = expiringIn(900);
    const pending = deferred<string>();
    const { client, refresh, sleeps } = setup(expiringIn(2), () => pending.promise);
    const first = client.freshToken();
    const second = client.freshToken();
    const third = client.freshToken();
    await Promise.resolve();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(client.isRefreshing).toBe(true);
    pending.resolve(fresh);
    await expect(Promise.all([first, second, third])).resolves.toEqual([fresh, fresh, fresh]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sleeps.every((ms) => ms === REFRESH_POLL_INTERVAL_MS)).toBe(true);
  });

  it('stops waiting after 10 polls and takes the stored token', async () => {
    const stale = expiringIn(2);
    const pending = deferred<string>();
    const { client, sleeps } = setup(stale, () => pending.promise);
    void client.freshToken();
    await expect(client.freshToken()).resolves.toBe(stale);
    expect(sleeps).toHaveLength(REFRESH_POLL_ATTEMPTS);
    pending.resolve(expiringIn(900));
  });

  it('ends the session when the refresh is refused', async () => {
    const { client, storage, events } = setup(expiringIn(1), async () => {
      throw new Error('401');
    });
    await expect(client.freshToken()).resolves.toBeNull();
    expect(storage.read()).toBeNull();
    expect(events).toEqual([{ type: 'ended', reason: 'refresh-failed' }]);
    expect(client.isRefreshing).toBe(false);
  });

  it('clears the token and tells the listeners before the server call, which may fail', async () => {
    const token = expiringIn(600);
    const seenByServer: { stored: string | null; events: number }[] = [];
    const events: SessionEvent[] = [];
    const storage = memoryTokenStorage(token);
    const logout = vi.fn(async () => {
      seenByServer.push({ stored: storage.read(), events: events.length });
      throw new Error('offline');
    });
    const client = new SessionClient({ storage, refresh: async () => 'x', logout, now: () => NOW });
    client.subscribe((event) => events.push(event));
    await client.logout();
    expect(logout).toHaveBeenCalledWith(token);
    // While the server call was on its way, the session was already over here.
    expect(seenByServer).toEqual([{ stored: null, events: 1 }]);
    expect(events).toEqual([{ type: 'ended', reason: 'logout' }]);
  });

  it('ends on a refusal of the current token only, not of one replaced or closed by the server', () => {
    const first = expiringIn(600);
    const storage = memoryTokenStorage(first);
    const client = new SessionClient({ storage, refresh: async () => 'x', now: () => NOW });
    const events: SessionEvent[] = [];
    client.subscribe((event) => events.push(event));
    client.closedByServer();
    client.refused(first);
    expect(events).toEqual([]);
    const second = expiringIn(900);
    client.start(second);
    client.refused(first);
    expect(storage.read()).toBe(second);
    client.refused(second);
    expect(storage.read()).toBeNull();
    expect(events.filter((event) => event.type === 'ended')).toEqual([
      { type: 'ended', reason: 'unauthorized' },
    ]);
  });
});
