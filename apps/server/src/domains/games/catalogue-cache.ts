import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';

/**
 * Answers built from the catalogue alone (games, providers, collections; no player in them), kept per
 * database: every lobby row, category page and game search reads them, and they change only when the
 * catalogue does (seeding, an operator's change), which calls catalogueChanged. The minute's expiry
 * bounds how long another server's change takes to show here.
 */
const CATALOGUE_TTL_MS = 60_000;
const caches = new WeakMap<Db, LRUCache<string, Promise<unknown>>>();

export function fromCatalogue<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Promise<unknown>>({ max: 1000, ttl: CATALOGUE_TTL_MS });
    caches.set(db, cache);
  }
  const cached = cache.get(key) as Promise<T> | undefined;
  if (cached) return cached;
  const loading = load();
  cache.set(key, loading);
  // A failed read is not kept: the next asker tries again.
  loading.catch(() => cache.delete(key));
  return loading;
}

/** The catalogue changed: the next reads build their answers again. */
export function catalogueChanged(db: Db) {
  caches.get(db)?.clear();
}
