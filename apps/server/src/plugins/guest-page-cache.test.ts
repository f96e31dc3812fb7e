import { describe, expect, it } from 'vitest';
import { GuestPageCache, type GuestPageRequest } from './guest-page-cache.ts';

const guest: GuestPageRequest = { method: 'GET', url: '/', country: 'DE', cookies: {}, signedIn: false };
const page = (html: string, headers: [string, string][] = []) => ({ status: 200, headers, html });

describe('guest page cache', () => {
  it('keys a page by URL, country, language and consent, and never a player or a HEAD', () => {
    const cache = new GuestPageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const key = cache.keyOf(guest);
    expect(cache.keyOf({ ...guest, cookies: { _ga: 'x' } })).toBe(key);
    expect(cache.keyOf({ ...guest, cookies: { 'user-language': 'de' } })).not.toBe(key);
    expect(cache.keyOf({ ...guest, cookies: { 'cookie-consent': '1' } })).not.toBe(key);
    expect(cache.keyOf({ ...guest, country: 'BR' })).not.toBe(key);
    expect(cache.keyOf({ ...guest, url: '/?sign-in=true' })).not.toBe(key);
    expect(cache.keyOf({ ...guest, signedIn: true })).toBeNull();
    expect(cache.keyOf({ ...guest, method: 'HEAD' })).toBeNull();
  });

  it('gives every answer its own nonce', () => {
    const cache = new GuestPageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    cache.set('k', page('<script nonce="n0nce">{"cspNonce":"n0nce"}</script>'), 'n0nce');
    expect(cache.get('k', 'fresh')?.html).toBe('<script nonce="fresh">{"cspNonce":"fresh"}</script>');
  });

  it('keeps only shareable pages, for the time it is given, until cleared', async () => {
    const cache = new GuestPageCache({ ttlMs: 50, maxBytes: 1_000_000 });
    cache.set('cookie', page('a', [['set-cookie', 'user-language=de']]), 'n');
    cache.set('missing', { ...page('b'), status: 404 }, 'n');
    cache.set('ok', page('c'), 'n');
    expect(cache.get('cookie', 'n')).toBeUndefined();
    expect(cache.get('missing', 'n')).toBeUndefined();
    expect(cache.get('ok', 'n')?.html).toBe('c');
    cache.clear();
    expect(cache.get('ok', 'n')).toBeUndefined();
    cache.set('ok', page('c'), 'n');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.get('ok', 'n')).toBeUndefined();
  });
});
