import { useSyncExternalStore } from 'react';
import { COOKIE_NAMES, ONE_YEAR_SECONDS, writeCookie } from './cookies.ts';
import { useSiteData } from './site-data.ts';

/**
 * The visitor's cookie consent: what the page was rendered with (the cookie, site-data.ts), then true
 * from the moment they accept, for every part of the page that waits for it (the cookie popup, the tag
 * manager), without a reload.
 */
let givenHere = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The visitor accepted: kept in a cookie for a year, so server-rendered pages know it too. */
export function giveCookieConsent() {
  writeCookie(COOKIE_NAMES.cookieConsent, '1', ONE_YEAR_SECONDS);
  givenHere = true;
  for (const listener of listeners) listener();
}

export function useCookieConsent(): boolean {
  const { cookieConsent } = useSiteData();
  return useSyncExternalStore(
    subscribe,
    () => cookieConsent || givenHere,
    () => cookieConsent,
  );
}
