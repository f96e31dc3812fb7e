import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('password strength', () => {
  it('is empty for no password', () => {
    expect(passwordStrength('')).toBe('none');
  });

  it('is weak below the minimum of 6 characters, whatever they are (issue 28, item 16)', () => {
    expect(passwordStrength('1')).toBe('weak');
    expect(passwordStrength('123')).toBe('weak');
    expect(passwordStrength('Ab1!')).toBe('weak');
    expect(passwordStrength('aB3$x')).toBe('weak');
  });

  it('is weak for runs, repeats and well-known words', () => {
    expect(passwordStrength('123456')).toBe('weak');
    expect(passwordStrength('1234567890')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('987654')).toBe('weak');
    expect(passwordStrength('aaaaaaaaaaa')).toBe('weak');
    expect(passwordStrength('Password1')).toBe('weak');
    expect(passwordStrength('qwerty123')).toBe('weak');
  });

  it('is weak for a short password of one kind of character', () => {
    expect(passwordStrength('harbor')).toBe('weak');
    expect(passwordStrength('482915')).toBe('weak');
  });

  it('is good for two kinds of characters, or ten characters of one', () => {
    expect(passwordStrength('harbor7')).toBe('good');
    expect(passwordStrength('lighthouses')).toBe('good');
  });

  it('is strong for ten characters of three kinds, or sixteen of any', () => {
    expect(passwordStrength('anchor-2024')).toBe('strong');
    expect(passwordStrength('a much longer passphrase')).toBe('strong');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordStrength('🔒🔑🔒🔑🔒')).toBe('weak');
    expect(passwordStrength('äöüßé9')).toBe('good');
  });
});
