import { describe, expect, it } from 'vitest';
import { fakeToken } from './fake-token.ts';
import { isTokenExpiring, readTokenClaims, tokenExpiresAt, tokenSubject } from './token.ts';

describe('session token', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const seconds = (offset: number) => Math.floor(now / 1000) + offset;

  it('reads the claims of a JWT', () => {
    const token = fakeToken({ sub: 'player-1', exp: seconds(900), name: 'Zoë' });
    expect(readTokenClaims(token)).toMatchObject({ sub: 'player-1', name: 'Zoë' });
    expect(tokenExpiresAt(token)).toBe(now + 900_000);
    expect(tokenSubject(token)).toBe('player-1');
  });

  it('needs a refresh when it expires within 10 seconds, or has expired', () => {
    expect(isTokenExpiring(fakeToken({ exp: seconds(900) }), now)).toBe(false);
    expect(isTokenExpiring(fakeToken({ exp: seconds(11) }), now)).toBe(false);
    expect(isTokenExpiring(fakeToken({ exp: seconds(10) }), now)).toBe(true);
    expect(isTokenExpiring(fakeToken({ exp: seconds(3) }), now)).toBe(true);
    expect(isTokenExpiring(fakeToken({ exp: seconds(-60) }), now)).toBe(true);
  });

  it('leaves alone a token without expiry or that is not a JWT', () => {
    expect(isTokenExpiring(fakeToken({ sub: 'x' }), now)).toBe(false);
    expect(isTokenExpiring('opaque-token', now)).toBe(false);
    expect(readTokenClaims('a.%%%.c')).toBeNull();
    expect(tokenSubject(null)).toBeNull();
  });
});
