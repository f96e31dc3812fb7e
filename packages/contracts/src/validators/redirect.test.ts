import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

const SITE = 'https://casino.example';

describe('safeRedirectPath', () => {
  it.each([
    ['/\t/evil.example/x', 'a tab the browser strips, leaving //evil.example'],
    ['/\n/evil.example', 'a line feed'],
    ['/profile\r\nSet-Cookie: x=1', 'CR LF (header injection)'],
    ['/\u0000x', 'NUL'],
    ['/\\evil.example', 'a backslash read as a slash'],
    ['\\\\evil.example', 'two backslashes'],
    ['//evil.example', 'a protocol-relative address'],
    ['https://evil.example', 'another origin'],
    ['https://casino.example.evil.example/', 'a look-alike host'],
    ['http://casino.example/', 'another scheme of the same host'],
    ['javascript:alert(1)', 'a script'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (target) => {
    expect(safeRedirectPath(target, SITE)).toBeNull();
  });

  it('keeps paths of the site, with their query and hash, normalised', () => {
    expect(safeRedirectPath('/profile/wallet?x=1', SITE)).toBe('/profile/wallet?x=1');
    expect(safeRedirectPath('/de/#top', SITE)).toBe('/de/#top');
    expect(safeRedirectPath('https://casino.example/profile?deposit-success=', SITE)).toBe(
      '/profile?deposit-success=',
    );
    expect(safeRedirectPath('/a/../b', SITE)).toBe('/b');
  });

  it('refuses what is not a string', () => {
    expect(safeRedirectPath(null, SITE)).toBeNull();
    expect(safeRedirectPath(42, SITE)).toBeNull();
  });
});
