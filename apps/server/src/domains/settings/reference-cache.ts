import type { Db } from '../../db/client.ts';

/**
 * Reference data every page reads (public settings, enabled locales, countries), kept per database:
 * the init call of each server-rendered page read them with six queries. They change only through
 * seeding and the operator's settings routes, which call settingsChanged; the 30 s expiry bounds how
 * long another server's change takes to show here (as the tag manager's origins, tag-manager.ts).
 */
const REFERENCE_TTL_MS = 30_000;

type Entry = { value: Promise<unknown>; readAt: number };
const caches = new WeakMap<Db, Map<string, Entry>>();

export function fromReference<T>(
  db: Db,
  key: string,
  load: () => Promise<T>,
  ttlMs = REFERENCE_TTL_MS,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const cached = cache.get(key);
  if (cached && Date.now() - cached.readAt < ttlMs) return cached.value as Promise<T>;
  const value = load();
  const entry = { value, readAt: Date.now() };
  cache.set(key, entry);
  // A failed read is not kept: the next asker tries again.
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/** Settings, locales or countries changed: the next reads go to the database again. */
export function settingsChanged(db: Db) {
  caches.get(db)?.clear();
}
