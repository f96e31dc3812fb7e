// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidTagManagerIdError, loadTagManager, tagManagerScriptUrl } from './tag-manager.ts';

describe('tag manager', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.dataLayer = undefined;
  });

  it('builds the container script of a GTM id', () => {
    expect(tagManagerScriptUrl('GTM-ABC1234')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
  });

  it('throws on an id that is not a GTM id (spec section 8)', () => {
    for (const id of ['', 'UA-1234-1', 'GTM-ab12', 'GTM-ABC1234"><script>', 'G-ABCDEF1234'])
      expect(() => tagManagerScriptUrl(id), id).toThrow(InvalidTagManagerIdError);
  });

  it('adds its script once, with the page nonce, after telling the data layer it starts', () => {
    const script = loadTagManager('GTM-ABC1234', 'nonce-123');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe('nonce-123');
    expect(window.dataLayer).toEqual([{ event: 'gtm.js', 'gtm.start': expect.any(Number) }]);
    expect(loadTagManager('GTM-ABC1234', 'nonce-123')).toBe(script);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(window.dataLayer).toHaveLength(1);
  });
});
