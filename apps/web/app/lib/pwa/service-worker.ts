import { useEffect } from 'react';
import { DEFAULT_LOCALE_PARAM, SERVICE_WORKER_PATH } from './cache-rules.ts';

/** The worker's script URL; it names the default locale, whose offline page unprefixed paths get. */
export function serviceWorkerUrl(defaultLocale: string): string {
  return `${SERVICE_WORKER_PATH}?${new URLSearchParams({ [DEFAULT_LOCALE_PARAM]: defaultLocale })}`;
}

function supportsServiceWorker(): boolean {
  return import.meta.env.PROD && 'serviceWorker' in navigator;
}

/**
 * Registers the service worker (production builds only: the dev server builds none) once the page has
 * loaded, so that its precaching does not compete with the page's own requests.
 */
export function useServiceWorker(defaultLocale: string) {
  useEffect(() => {
    if (!supportsServiceWorker()) return;
    const register = () => {
      navigator.serviceWorker.register(serviceWorkerUrl(defaultLocale), { scope: '/' }).catch((error) => {
        console.warn('The service worker did not register', error);
      });
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [defaultLocale]);
}

/**
 * Fetches the worker script again now that a new build is out: the new worker precaches the new build
 * in the background and takes over at once, so the player's reload gets it.
 */
export async function updateServiceWorker(): Promise<void> {
  if (!supportsServiceWorker()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  await registration?.update().catch(() => undefined);
}
