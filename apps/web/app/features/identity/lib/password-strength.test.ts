import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('password strength', () => {
  it('is empty for no password', () => {
    expect(passwordStrength('')).toBe('none');
  });

  it('is weak for 1 and 2 characters', () => {
    expect(passwordStrength('a')).toBe('weak');
    expect(passwordStrength('ab')).toBe('weak');
  });

  it('is good for 3 and 4 characters', () => {
    expect(passwordStrength('abc')).toBe('good');
    expect(passwordStrength('abcd')).toBe('good');
  });

  it('is strong for more than 4 characters', () => {
    expect(passwordStrength('abcde')).toBe('strong');
    expect(passwordStrength('a much longer passphrase')).toBe('strong');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordStrength('🔒🔑')).toBe('weak');
    expect(passwordStrength('äöü')).toBe('good');
  });
});
