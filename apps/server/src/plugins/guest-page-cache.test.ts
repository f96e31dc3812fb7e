import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, GuestPageCache, type GuestPageRequest, pageEncodingFor } from './guest-page-cache.ts';

const guest: GuestPageRequest = {
  method: 'GET',
  url: '/',
  country: 'DE',
  cookies: {},
  authorization: undefined,
};
const options = { ttlMs: 10_000, maxBytes: 1_000_000, sessionCookie: 'session-token' };
const page = (html: string, headers: [string, string][] = []) => ({
  status: 200,
  headers,
  html,
  nonce: 'n0nce',
});

describe('guest page cache', () => {
  it('keys a page by URL, country, language and consent, and never a player or a HEAD', () => {
    const cache = new GuestPageCache(options);
    const key = cache.keyOf(guest);
    expect(cache.keyOf({ ...guest, cookies: { _ga: 'x' } })).toBe(key);
    expect(cache.keyOf({ ...guest, cookies: { 'user-language': 'de' } })).not.toBe(key);
    expect(cache.keyOf({ ...guest, cookies: { 'cookie-consent': '1' } })).not.toBe(key);
    expect(cache.keyOf({ ...guest, country: 'BR' })).not.toBe(key);
    expect(cache.keyOf({ ...guest, url: '/?sign-in=true' })).not.toBe(key);
    expect(cache.keyOf({ ...guest, cookies: { 'session-token': 'x' } })).toBeNull();
    expect(cache.keyOf({ ...guest, authorization: 'Bearer x' })).toBeNull();
    expect(cache.keyOf({ ...guest, method: 'HEAD' })).toBeNull();
  });

  it('keeps only shareable pages, for the time it is given, until cleared', async () => {
    const cache = new GuestPageCache({ ...options, ttlMs: 50 });
    cache.set('cookie', page('a', [['set-cookie', 'user-language=de']]));
    cache.set('missing', { ...page('b'), status: 404 });
    cache.set('ok', page('c'));
    expect(cache.get('cookie')).toBeUndefined();
    expect(cache.get('missing')).toBeUndefined();
    expect(cache.get('ok')?.html).toBe('c');
    cache.clear();
    expect(cache.get('ok')).toBeUndefined();
    cache.set('ok', page('c'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.get('ok')).toBeUndefined();
  });

  it('compresses a page once per encoding the browser accepts', async () => {
    const cache = new GuestPageCache(options);
    const stored = cache.set('k', page('<p>harbour</p>'.repeat(100)));
    const br = await encodedBody(stored, 'br');
    expect(await encodedBody(stored, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(stored.html);
    expect(gunzipSync(await encodedBody(stored, 'gzip')).toString()).toBe(stored.html);
    expect(pageEncodingFor('gzip, deflate, br')).toBe('br');
    expect(pageEncodingFor('gzip')).toBe('gzip');
    expect(pageEncodingFor(undefined)).toBe('identity');
    expect(pageEncodingFor('br;q=0, gzip;q=0, identity')).toBe('identity');
  });
});
