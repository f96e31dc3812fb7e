import { describe, expect, it } from 'vitest';
import { localBackRoute, socialBackRoute, socialConnections, socialRedirectUrl } from './social.ts';

describe('social login', () => {
  it('comes back to this page without the sign-in flag', () => {
    expect(socialBackRoute('/de/main', '?sign-in=&tab=live')).toBe('/de/main?tab=live');
    expect(socialBackRoute('/', '?sign-in')).toBe('/');
  });

  it('lists the Auth0 connections, then the direct providers', () => {
    expect(socialConnections({ auth0Connections: ['google-oauth2'], directConnections: ['local'] })).toEqual([
      { connection: 'google-oauth2', route: 'auth0' },
      { connection: 'local', route: 'local' },
    ]);
  });

  it('starts at the provider route with the state as URL-encoded JSON', () => {
    const viaAuth0 = new URL(
      socialRedirectUrl({ connection: 'google-oauth2', route: 'auth0' }, '/main?x=1'),
      'http://site',
    );
    expect(viaAuth0.pathname).toBe('/api/player/sessions/social/auth0/redirect');
    expect(JSON.parse(viaAuth0.searchParams.get('state')!)).toEqual({
      backRoute: '/main?x=1',
      connection: 'google-oauth2',
    });
    const direct = new URL(socialRedirectUrl({ connection: 'local', route: 'local' }, '/'), 'http://site');
    expect(direct.pathname).toBe('/api/player/sessions/social/local/redirect');
    expect(direct.search).toBe(`?state=${encodeURIComponent('{"backRoute":"/","connection":"local"}')}`);
  });

  it('goes back only to paths of this site', () => {
    expect(localBackRoute('/de/')).toBe('/de/');
    expect(localBackRoute('//evil.example')).toBeNull();
    expect(localBackRoute('https://evil.example')).toBeNull();
    expect(localBackRoute('/\\evil.example')).toBeNull();
    expect(localBackRoute('/\t/evil.example/x')).toBeNull();
    expect(localBackRoute('/\n/evil.example')).toBeNull();
    expect(localBackRoute('javascript:alert(1)')).toBeNull();
    expect(localBackRoute('/profile/wallet?x=1')).toBe('/profile/wallet?x=1');
    expect(localBackRoute(null)).toBeNull();
  });
});
