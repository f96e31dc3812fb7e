import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/**
 * Server-rendered pages as guests see them, kept for a few seconds: a guest page depends only on its
 * URL, the visitor's country and two cookies (the chosen language and the cookie consent), so every
 * guest with the same variant gets the same HTML, compressed once per encoding. A stored page keeps the
 * CSP nonce it was rendered with, and answers from it send that nonce in their header (as a CDN copy
 * would): it was unpredictable when the page was rendered and names scripts of that page only
 * (decision 0019). Pages of signed-in players, errors, redirects and answers setting cookies are never
 * stored.
 */

/** The cookies a guest page reads (the client contract's language cookie, and the consent banner's). */
export const GUEST_PAGE_COOKIES = ['user-language', 'cookie-consent'] as const;

/** What a CDN may keep a guest page for, and serve stale while it fetches a new one. */
export const GUEST_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

export type PageEncoding = 'br' | 'gzip' | 'identity';

export type RenderedPage = { status: number; headers: [string, string][]; html: string; nonce: string };

export type StoredPage = RenderedPage & { bodies: Map<PageEncoding, Promise<Buffer>> };

export type GuestPageCacheOptions = {
  /** How long a page is served from memory. */
  ttlMs: number;
  /** The most bytes of HTML kept. */
  maxBytes: number;
  /** The cookie that carries a player's session: a request with it (or a token) is a player's. */
  sessionCookie: string;
};

export type GuestPageRequest = {
  method: string;
  url: string;
  country: string | undefined;
  cookies: Record<string, string | undefined>;
  authorization: string | undefined;
};

const encodings = new Negotiator<PageEncoding>({ supportedValues: ['br', 'gzip', 'identity'] });
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to answer an Accept-Encoding header with. */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding {
  return (acceptEncoding && encodings.negotiate(acceptEncoding)) || 'identity';
}

export class GuestPageCache {
  private readonly pages: LRUCache<string, StoredPage>;
  private readonly sessionCookie: string;

  constructor(options: GuestPageCacheOptions) {
    this.sessionCookie = options.sessionCookie;
    this.pages = new LRUCache<string, StoredPage>({
      ttl: options.ttlMs,
      maxSize: options.maxBytes,
      sizeCalculation: (page) => page.html.length + 1,
    });
  }

  /** The variant a request reads, or null when its page must be rendered for it alone. */
  keyOf(request: GuestPageRequest): string | null {
    const signedIn = Boolean(request.cookies[this.sessionCookie] || request.authorization);
    if (signedIn || request.method !== 'GET') return null;
    const cookies = GUEST_PAGE_COOKIES.map((name) => request.cookies[name] ?? '');
    return JSON.stringify([request.url, request.country ?? '', ...cookies]);
  }

  get(key: string): StoredPage | undefined {
    return this.pages.get(key);
  }

  /** Keeps a rendered page when it can be shared (a 200 that sets no cookie); returns what to send. */
  set(key: string, page: RenderedPage): StoredPage {
    const stored = { ...page, bodies: new Map() };
    const shareable = page.status === 200 && !page.headers.some(([name]) => name === 'set-cookie');
    if (shareable) this.pages.set(key, stored);
    return stored;
  }

  /** Drops every page: content or settings changed. */
  clear() {
    this.pages.clear();
  }
}

/** The page's body in an encoding, compressed on first use and kept with the page. */
export function encodedBody(page: StoredPage, encoding: PageEncoding): Promise<Buffer> {
  let body = page.bodies.get(encoding);
  if (!body) {
    body = encode(page.html, encoding);
    page.bodies.set(encoding, body);
  }
  return body;
}

function encode(html: string, encoding: PageEncoding): Promise<Buffer> {
  const raw = Buffer.from(html);
  if (encoding === 'br') {
    // Once per page and encoding, so a quality well above the per-request default pays off.
    return brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 8 } });
  }
  if (encoding === 'gzip') return gzipAsync(raw, { level: 9 });
  return Promise.resolve(raw);
}
