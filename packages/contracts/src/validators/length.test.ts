import { describe, expect, it } from 'vitest';
import { isMaxLength, isMinLength } from './length.ts';

describe('length rules', () => {
  it('min length is inclusive', () => {
    expect(isMinLength('abcdef', 6)).toBe(true);
    expect(isMinLength('abcde', 6)).toBe(false);
  });

  it('max length is inclusive', () => {
    expect(isMaxLength('abc', 3)).toBe(true);
    expect(isMaxLength('abcd', 3)).toBe(false);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(isMaxLength('🎰🎰', 2)).toBe(true);
    expect(isMinLength('Zé', 2)).toBe(true);
  });

  it('measures arrays', () => {
    expect(isMinLength([1, 2], 2)).toBe(true);
    expect(isMaxLength([1, 2, 3], 2)).toBe(false);
  });

  it('passes on empty values and fails on other types', () => {
    expect(isMinLength('', 6)).toBe(true);
    expect(isMinLength(undefined, 6)).toBe(true);
    expect(isMinLength(123456, 6)).toBe(false);
  });
});
