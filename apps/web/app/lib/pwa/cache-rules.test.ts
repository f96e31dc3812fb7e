import { describe, expect, it } from 'vitest';
import {
  isNetworkOnlyPath,
  isPageNavigation,
  mayPrecache,
  offlineLocales,
  offlinePageFor,
} from './cache-rules.ts';

const SITE = 'https://luckyharbor.example';
const page = (path: string, origin = SITE) => new URL(path, origin);

describe('what the service worker keeps', () => {
  it('precaches the app shell: hashed assets, icons, offline pages, favicon and manifest', () => {
    for (const path of [
      '/assets/root-AbC123.js',
      '/assets/app-9xY.css',
      '/icons/icon-512.png',
      '/offline/en.html',
      '/offline/offline.js',
      '/favicon.svg',
      '/manifest.webmanifest',
    ]) {
      expect(mayPrecache(path), path).toBe(true);
    }
  });

  it('never precaches API answers, the build manifest, the studio or pages', () => {
    for (const path of [
      '/api/wallet/accounts',
      '/api/player/profile',
      '/api/payment/methods/deposit',
      '/builds/latest.json',
      '/studio/games/slot',
      '/',
      '/games/42',
      '/sw.js',
      '/img/flags/de.svg',
    ]) {
      expect(mayPrecache(path), path).toBe(false);
    }
  });

  it('leaves the API, the studio and the build manifest to the network', () => {
    expect(isNetworkOnlyPath('/api/wallet/accounts')).toBe(true);
    expect(isNetworkOnlyPath('/builds/latest.json')).toBe(true);
    expect(isNetworkOnlyPath('/studio/play')).toBe(true);
    expect(isNetworkOnlyPath('/api-docs')).toBe(false);
    expect(isNetworkOnlyPath('/categories/slots')).toBe(false);
  });

  it("answers navigations to the site's pages only", () => {
    expect(isPageNavigation(page('/'), SITE)).toBe(true);
    expect(isPageNavigation(page('/de/games/42?play=real'), SITE)).toBe(true);
    expect(isPageNavigation(page('/api/player/sessions/social/local/redirect'), SITE)).toBe(false);
    expect(isPageNavigation(page('/studio/games/slot'), SITE)).toBe(false);
    expect(isPageNavigation(page('/', 'https://other.example'), SITE)).toBe(false);
  });
});

describe('offline page', () => {
  const locales = offlineLocales([
    '/assets/root-AbC123.js',
    '/offline/de.html',
    '/offline/en.html',
    '/offline/offline.js',
    '/offline/pt-br.html',
  ]);

  it('knows the locales from the precached offline pages', () => {
    expect(locales).toEqual(['de', 'en', 'pt-br']);
  });

  it("is in the locale of the page's prefix", () => {
    expect(offlinePageFor('/de/games/42', locales, 'en')).toBe('/offline/de.html');
    expect(offlinePageFor('/pt-br/', locales, 'en')).toBe('/offline/pt-br.html');
  });

  it('falls back to the default locale, then to any locale that has one', () => {
    expect(offlinePageFor('/games/42', locales, 'en')).toBe('/offline/en.html');
    expect(offlinePageFor('/fr/games/42', locales, 'de')).toBe('/offline/de.html');
    expect(offlinePageFor('/games/42', locales, null)).toBe('/offline/de.html');
    expect(offlinePageFor('/games/42', [], 'en')).toBeNull();
  });
});
