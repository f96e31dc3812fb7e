import { describe, expect, it } from 'vitest';
import { maxBetsFlagValue, readMaxBetsFlag } from './bet-flags.ts';

const payload = { gameId: 'g-1', gameIdentity: 'slot-wild-twenty', gameName: 'Wild Twenty' };

describe('max-bets flag', () => {
  it('carries the game, the limit and the currency', () => {
    const value = maxBetsFlagValue({ ...payload, playerBonus: { currency: 'EUR', maxBetAmount: 5.5 } });
    expect(value).toBe('slot-wild-twenty|5.5|EUR');
    expect(readMaxBetsFlag(value)).toEqual({ game: 'slot-wild-twenty', maxBet: '5.5', currency: 'EUR' });
  });

  it('keeps a refusal that did not say the limit', () => {
    const value = maxBetsFlagValue({ ...payload, playerBonus: { currency: 'EUR', maxBetAmount: null } });
    expect(readMaxBetsFlag(value)).toEqual({ game: 'slot-wild-twenty', maxBet: null, currency: 'EUR' });
  });

  it('refuses what is not a flag of its own', () => {
    expect(readMaxBetsFlag('')).toBeNull();
    expect(readMaxBetsFlag('dice|lots|EUR')).toBeNull();
    expect(readMaxBetsFlag('dice|5|EUR|extra')).toBeNull();
    expect(readMaxBetsFlag('dice|5')).toBeNull();
  });
});
