import { TAG_MANAGER_ID_PATTERN } from '@casino/contracts';
import { useEffect } from 'react';
import { trackEvent } from './analytics.ts';

export const TAG_MANAGER_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

export class InvalidTagManagerIdError extends Error {
  constructor(id: string) {
    super(`"${id}" is not a Google Tag Manager id (GTM-XXXXXXX): the tag manager is not loaded.`);
    this.name = 'InvalidTagManagerIdError';
  }
}

/** The container script of a tag manager id; an id that is not a GTM id throws (spec section 8). */
export function tagManagerScriptUrl(id: string): string {
  if (!TAG_MANAGER_ID_PATTERN.test(id)) throw new InvalidTagManagerIdError(id);
  return `${TAG_MANAGER_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

/**
 * Adds the tag manager's script once, when the setting is on and the visitor gave cookie consent (no
 * third-party request before). The events pushed to `window.dataLayer` before it loads are read by it
 * when it starts. A wrong id is reported as an error of the page (reportError), not drawn as one: the
 * server refuses to store such an id, so this only happens to a hand-edited setting.
 */
export function loadTagManager(id: string, nonce: string | undefined): HTMLScriptElement | null {
  const src = tagManagerScriptUrl(id);
  const loaded = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (loaded) return loaded;
  trackEvent('gtm.js', { 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
  return script;
}

export function useTagManager(
  setting: { enabled: boolean; id: string },
  consent: boolean,
  nonce: string | undefined,
) {
  useEffect(() => {
    if (!setting.enabled || !consent) return;
    try {
      loadTagManager(setting.id, nonce);
    } catch (error) {
      reportError(error);
    }
  }, [setting.enabled, setting.id, consent, nonce]);
}
