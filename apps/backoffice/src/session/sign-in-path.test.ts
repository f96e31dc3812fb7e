import { describe, expect, it } from 'vitest';
import { nextPathOf, signInPath } from './sign-in-path.ts';

describe('the sign-in path', () => {
  it('remembers the page and why the session ended', () => {
    expect(signInPath({ pathname: '/audit', search: '?action=staff.' }, 'idle')).toBe(
      '/sign-in?next=%2Faudit%3Faction%3Dstaff.&reason=idle',
    );
    expect(signInPath({ pathname: '/' })).toBe('/sign-in');
    expect(signInPath({ pathname: '/sign-in', search: '?next=/staff' }, 'ended')).toBe(
      '/sign-in?reason=ended',
    );
  });

  it('goes back only to pages of this app', () => {
    const next = (value: string) => nextPathOf(new URLSearchParams({ next: value }));
    expect(next('/audit?action=staff.')).toBe('/audit?action=staff.');
    expect(next('//evil.example/x')).toBe('/');
    expect(next('https://evil.example')).toBe('/');
    expect(next('/sign-in')).toBe('/');
    expect(nextPathOf(new URLSearchParams())).toBe('/');
  });
});
