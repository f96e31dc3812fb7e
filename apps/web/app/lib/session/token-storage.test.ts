// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { browserTokenStorage } from './token-storage.ts';

describe('browser token storage', () => {
  afterEach(() => {
    window.localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: resets the test page's cookies
    document.cookie = 'session-token=; max-age=0; path=/';
  });

  it('keeps the token in local storage only: scripts neither write nor read the session cookie', () => {
    const storage = browserTokenStorage();
    storage.write('token-a');
    expect(window.localStorage.getItem('session-token')).toBe('token-a');
    expect(document.cookie).not.toContain('session-token');
    storage.clear();
    expect(storage.read()).toBeNull();

    // biome-ignore lint/suspicious/noDocumentCookie: a cookie left by an older version of the site
    document.cookie = 'session-token=token-b; path=/';
    expect(storage.read()).toBeNull();
  });
});
