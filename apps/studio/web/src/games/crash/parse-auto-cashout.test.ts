import { describe, expect, it } from 'vitest';
import { parseAutoCashout } from './crash-moment.ts';

describe('auto cash-out input', () => {
  it('reads a multiplier from 1.01 with two decimals at most', () => {
    expect(parseAutoCashout('')).toBeNull();
    expect(parseAutoCashout(' 2 ')).toBe(2);
    expect(parseAutoCashout('1,5')).toBe(1.5);
    expect(parseAutoCashout('1.01')).toBe(1.01);
    expect(parseAutoCashout('1')).toBe('invalid');
    expect(parseAutoCashout('2.555')).toBe('invalid');
    expect(parseAutoCashout('abc')).toBe('invalid');
  });
});
