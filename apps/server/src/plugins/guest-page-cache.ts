import { LRUCache } from 'lru-cache';

/**
 * Server-rendered pages as guests see them, kept for a few seconds: a guest page depends only on its
 * URL, the visitor's country and two cookies (the chosen language and the cookie consent), so every
 * guest with the same variant gets the same HTML. Each answer still carries its own CSP nonce: the
 * page is stored with a placeholder where the nonce was and gets the new request's nonce on the way
 * out. Pages of signed-in players, errors, redirects and answers setting cookies are never stored.
 */

/** The cookies a guest page reads (the client contract's language cookie, and the consent banner's). */
export const GUEST_PAGE_COOKIES = ['user-language', 'cookie-consent'] as const;

/** What a CDN may keep a guest page for, and serve stale while it fetches a new one. */
export const GUEST_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

const NONCE_PLACEHOLDER = '\u0000csp-nonce\u0000';

export type CachedPage = { status: number; headers: [string, string][]; html: string };

export type GuestPageCacheOptions = {
  /** How long a page is served from memory. */
  ttlMs: number;
  /** The most bytes of HTML kept. */
  maxBytes: number;
};

export type GuestPageRequest = {
  method: string;
  url: string;
  country: string | undefined;
  cookies: Record<string, string | undefined>;
  signedIn: boolean;
};

export class GuestPageCache {
  private readonly pages: LRUCache<string, CachedPage>;

  constructor(options: GuestPageCacheOptions) {
    this.pages = new LRUCache<string, CachedPage>({
      ttl: options.ttlMs,
      maxSize: options.maxBytes,
      sizeCalculation: (page) => page.html.length + 1,
    });
  }

  /** The variant a request reads, or null when its page must be rendered for it alone. */
  keyOf(request: GuestPageRequest): string | null {
    if (request.signedIn || request.method !== 'GET') return null;
    const cookies = GUEST_PAGE_COOKIES.map((name) => request.cookies[name] ?? '');
    return JSON.stringify([request.url, request.country ?? '', ...cookies]);
  }

  /** The stored page with `nonce` in place of the one it was rendered with. */
  get(key: string, nonce: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    return { ...page, html: page.html.replaceAll(NONCE_PLACEHOLDER, nonce) };
  }

  /** Keeps a rendered page when it can be shared: a 200 that sets no cookie. */
  set(key: string, page: CachedPage, renderedNonce: string) {
    if (page.status !== 200 || page.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return;
    this.pages.set(key, { ...page, html: page.html.replaceAll(renderedNonce, NONCE_PLACEHOLDER) });
  }

  /** Drops every page: content or settings changed. */
  clear() {
    this.pages.clear();
  }
}
