import { TAG_MANAGER_ID_PATTERN } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { getPublicSettings } from './service.ts';

/** What pages must allow, beyond our origin, for Google Tag Manager and the Google Analytics it loads. */
export type TagManagerOrigins = { scripts: string[]; connects: string[]; images: string[] };

const NONE: TagManagerOrigins = { scripts: [], connects: [], images: [] };
/** Google's list for a Content-Security-Policy with Tag Manager and Google Analytics 4. */
const GOOGLE_TAGS: TagManagerOrigins = {
  scripts: ['https://www.googletagmanager.com'],
  connects: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** How long another node's change of the setting may take to reach this node's pages. */
const REFRESH_AFTER_MS = 30_000;

type Known = { origins: TagManagerOrigins; readAt: number; reading?: Promise<void> };
const known = new WeakMap<Db, Known>();

/** The origins the tag manager setting needs: none while it is off or its id is not a GTM id. */
export function originsFor(setting: { enabled: boolean; id: string }): TagManagerOrigins {
  return setting.enabled && TAG_MANAGER_ID_PATTERN.test(setting.id) ? GOOGLE_TAGS : NONE;
}

/** Reads the setting now (at start, and after the operator changed it on this node). */
export async function refreshTagManagerOrigins(db: Db): Promise<TagManagerOrigins> {
  const origins = originsFor((await getPublicSettings(db)).tagManager);
  known.set(db, { origins, readAt: Date.now() });
  return origins;
}

/**
 * The origins as last read, for a page's policy (which is built synchronously); read again in the
 * background once they are older than 30 s, so a change made on another node arrives.
 */
export function tagManagerOrigins(db: Db): TagManagerOrigins {
  const current = known.get(db);
  if (!current) {
    void refreshTagManagerOrigins(db).catch(() => {});
    return NONE;
  }
  if (!current.reading && Date.now() - current.readAt > REFRESH_AFTER_MS) {
    current.reading = refreshTagManagerOrigins(db).then(
      () => {},
      () => {
        current.reading = undefined;
      },
    );
  }
  return current.origins;
}
