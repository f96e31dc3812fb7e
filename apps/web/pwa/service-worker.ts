/// <reference lib="webworker" />
// The site's service worker, bundled and given its precache list after the client build
// (scripts/build-service-worker.mjs). It answers only the app shell from its precache and page
// navigations (network first, the offline page when the network fails); every other request, the
// API above all, goes to the network as if there were no worker.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import {
  DEFAULT_LOCALE_PARAM,
  isPageNavigation,
  mayPrecache,
  offlineLocales,
  offlinePageFor,
} from '../app/lib/pwa/cache-rules.ts';

declare const self: ServiceWorkerGlobalScope;

const pathOf = (url: string) => new URL(url, self.location.href).pathname;

const shell = self.__WB_MANIFEST.filter((entry) =>
  mayPrecache(pathOf(typeof entry === 'string' ? entry : entry.url)),
);
const locales = offlineLocales(shell.map((entry) => pathOf(typeof entry === 'string' ? entry : entry.url)));
const defaultLocale = new URL(self.location.href).searchParams.get(DEFAULT_LOCALE_PARAM);

// A new build's worker takes over at once: the page the player reloads after the new-build alert
// runs on it, and no tab keeps an outdated worker.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(shell);

// Pages are never cached (a signed-in page must not come back stale); only a failed fetch falls back.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    request.destination === 'document' &&
    isPageNavigation(url, self.location.origin),
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async ({ request }) => {
          const offlinePage = offlinePageFor(pathOf(request.url), locales, defaultLocale);
          return (offlinePage ? await matchPrecache(offlinePage) : undefined) ?? Response.error();
        },
      },
    ],
  }),
);
