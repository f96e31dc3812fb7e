import { describe, expect, it } from 'vitest';
import { staticCacheControl } from './web.ts';

describe('caching of the built web app', () => {
  it('keeps hashed assets for good, in every encoding', () => {
    for (const file of ['assets/root-AbC123.js', 'assets/root-AbC123.js.br', 'assets/app-9x.css.gz']) {
      expect(staticCacheControl(file), file).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has the service worker script revalidated on every check, so a new build is found', () => {
    for (const file of ['sw.js', 'sw.js.br', 'sw.js.gz'])
      expect(staticCacheControl(file), file).toBe('no-cache');
  });

  it('keeps other files five minutes', () => {
    for (const file of ['offline/en.html', 'builds/latest.json', 'manifest.webmanifest', 'icons/sw.js']) {
      expect(staticCacheControl(file), file).toBe('public, max-age=300');
    }
  });
});
