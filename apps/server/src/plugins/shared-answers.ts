import { LRUCache } from 'lru-cache';

/** An API answer as an in-process call of server-side rendering got it. */
export type SharedAnswer = {
  status: number;
  contentType: string;
  body: Buffer;
  /** Set on an answer kept for every render: its parsed value, once parsed. */
  shared?: { value?: unknown };
};

type Headers = Record<string, string | string[] | number | undefined>;

/** The longest an answer is kept, whatever its max-age says. */
const LONGEST_SECONDS = 300;

/**
 * How long an answer may be shared by every visitor's render: a 200 the API marks
 * `Cache-Control: public, max-age=N` (content sections and pages, constants), without Vary or cookies,
 * for N seconds (at most 5 minutes); 0 for anything else. The API's own caching rule decides, as it
 * does for a CDN in front of the site.
 */
export function sharedSeconds(status: number, headers: Headers): number {
  if (status !== 200 || headers['set-cookie'] !== undefined || headers.vary !== undefined) return 0;
  const control = String(headers['cache-control'] ?? '').toLowerCase();
  const directives = control.split(',').map((part) => part.trim());
  if (!directives.includes('public')) return 0;
  const maxAge = directives.find((part) => part.startsWith('max-age='));
  const seconds = Number(maxAge?.slice('max-age='.length));
  return Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, LONGEST_SECONDS) : 0;
}

/**
 * The in-process API calls' shared answers by URL: a page's loaders asked the same content of every
 * page (its translations, page lists) through a dozen in-process requests; now one request per URL per
 * max-age. Bounded to 1,000 answers and 32 MB.
 */
export function sharedAnswerCache() {
  const cache = new LRUCache<string, SharedAnswer>({
    max: 1000,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
  });
  return {
    get: (url: string) => cache.get(url),
    offer(url: string, answer: SharedAnswer, headers: Headers) {
      const seconds = sharedSeconds(answer.status, headers);
      if (seconds <= 0) return;
      answer.shared = {};
      cache.set(url, answer, { ttl: seconds * 1000 });
    },
    clear: () => cache.clear(),
  };
}
