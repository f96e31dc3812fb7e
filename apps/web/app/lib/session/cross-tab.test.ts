import { describe, expect, it } from 'vitest';
import { crossTabReaction } from './cross-tab.ts';
import { fakeToken } from './fake-token.ts';

const key = 'session-token';
const alice = fakeToken({ sub: 'alice', exp: 2_000_000_000 });
const aliceRefreshed = fakeToken({ sub: 'alice', exp: 2_000_000_900 });
const bob = fakeToken({ sub: 'bob', exp: 2_000_000_000 });

describe('cross-tab session', () => {
  it('reloads a logged-out tab when another tab signs in', () => {
    expect(crossTabReaction({ key, oldValue: null, newValue: alice }, false)).toBe('reload');
  });

  it('sends a logged-in tab home when another tab signs out', () => {
    expect(crossTabReaction({ key, oldValue: alice, newValue: null }, true)).toBe('go-home');
    expect(crossTabReaction({ key: null, oldValue: null, newValue: null }, true)).toBe('go-home');
  });

  it('does nothing when the tab is already in that state', () => {
    expect(crossTabReaction({ key, oldValue: alice, newValue: null }, false)).toBe('none');
    expect(crossTabReaction({ key, oldValue: null, newValue: alice }, true)).toBe('none');
  });

  it('ignores a refreshed token of the same player, but reloads for another player', () => {
    expect(crossTabReaction({ key, oldValue: alice, newValue: aliceRefreshed }, true)).toBe('none');
    expect(crossTabReaction({ key, oldValue: alice, newValue: bob }, true)).toBe('reload');
  });

  it('ignores other storage keys', () => {
    expect(crossTabReaction({ key: 'drawer-compact', oldValue: '0', newValue: '1' }, false)).toBe('none');
    expect(crossTabReaction({ key: 'drawer-compact', oldValue: '1', newValue: null }, true)).toBe('none');
  });
});
