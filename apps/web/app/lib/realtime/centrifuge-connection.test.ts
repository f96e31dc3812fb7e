import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchConnectionToken, REALTIME_OPTIONS, realtimeEndpoint } from './centrifuge-connection.ts';

describe('centrifuge connection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the spec timings', () => {
    expect(REALTIME_OPTIONS).toEqual({
      minReconnectDelay: 500,
      maxReconnectDelay: 20_000,
      timeout: 5000,
      maxServerPingDelay: 10_000,
    });
  });

  it('connects over ws or wss on the page host', () => {
    expect(realtimeEndpoint({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/connection/websocket',
    );
    expect(realtimeEndpoint({ protocol: 'https:', host: 'casino.example' })).toBe(
      'wss://casino.example/api/connection/websocket',
    );
  });

  it('gives a guest an empty token without asking the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchConnectionToken(null, vi.fn())).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a connection token with the access token', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: { token: 'conn' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchConnectionToken('access', vi.fn())).toBe('conn');
    expect(fetchMock).toHaveBeenCalledWith('/api/connection/token', {
      method: 'POST',
      credentials: 'omit',
      headers: { authorization: 'Bearer access' },
    });
  });

  it('ends the session and connects as a guest when the server no longer knows the player', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 401 })),
    );
    const ended = vi.fn();
    expect(await fetchConnectionToken('access', ended)).toBe('');
    expect(ended).toHaveBeenCalledOnce();
  });

  it('fails on another error, so that the client tries again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    await expect(fetchConnectionToken('access', vi.fn())).rejects.toThrow('503');
  });
});
