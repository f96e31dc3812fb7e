import { describe, expect, it } from 'vitest';
import {
  isAlpha,
  isAlphaDash,
  isAlphaNum,
  isDifferent,
  isEmail,
  isSameAs,
  matchesPattern,
  toRegExp,
} from './text.ts';

describe('isEmail', () => {
  it.each(['player@example.com', 'first.last+tag@mail.example.co.uk', 'a_b-c@sub-domain.io', 'X@Y.ZZ'])(
    'accepts %s',
    (email) => {
      expect(isEmail(email)).toBe(true);
    },
  );

  it.each([
    'plain',
    '@example.com',
    'player@',
    'player@example',
    'player@example.c',
    'player@@example.com',
    '.player@example.com',
    'player.@example.com',
    'pla..yer@example.com',
    'player@-example.com',
    'player@example..com',
    'player name@example.com',
    ' player@example.com',
  ])('rejects %s', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('limits the local part to 64 and the whole address to 254 characters', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(isEmail(`${'a'.repeat(64)}@${domain}`)).toBe(false);
  });

  it('passes on empty values', () => {
    expect(isEmail('')).toBe(true);
    expect(isEmail(undefined)).toBe(true);
  });
});

describe('alpha rules', () => {
  it('alpha accepts letters of any script', () => {
    expect(isAlpha('João')).toBe(true);
    expect(isAlpha('Müller')).toBe(true);
    expect(isAlpha('Иван')).toBe(true);
    expect(isAlpha('João2')).toBe(false);
    expect(isAlpha('Mary Ann')).toBe(false);
    expect(isAlpha('O-Neil')).toBe(false);
  });

  it('alpha-num adds digits', () => {
    expect(isAlphaNum('Ação123')).toBe(true);
    expect(isAlphaNum('a_1')).toBe(false);
  });

  it('alpha-dash adds underscores and hyphens', () => {
    expect(isAlphaDash('ação_123-x')).toBe(true);
    expect(isAlphaDash('a.b')).toBe(false);
    expect(isAlphaDash('a b')).toBe(false);
  });

  it('passes on empty values', () => {
    expect(isAlpha('')).toBe(true);
    expect(isAlphaNum(null)).toBe(true);
    expect(isAlphaDash(undefined)).toBe(true);
  });
});

describe('regex rule', () => {
  it('accepts RegExp objects, plain sources and slash literals', () => {
    expect(matchesPattern('T123', /^T\d+$/)).toBe(true);
    expect(matchesPattern('T123', '^T\\d+$')).toBe(true);
    expect(matchesPattern('t123', '/^T\\d+$/i')).toBe(true);
    expect(matchesPattern('t123', '/^T\\d+$/')).toBe(false);
    expect(matchesPattern(12345, '^\\d{5}$')).toBe(true);
  });

  it('ignores the global flag so repeated tests agree', () => {
    const pattern = /^a/g;
    expect(matchesPattern('abc', pattern)).toBe(true);
    expect(matchesPattern('abc', pattern)).toBe(true);
  });

  it('fails on a pattern that does not compile', () => {
    expect(toRegExp('(')).toBeNull();
    expect(matchesPattern('x', '(')).toBe(false);
  });

  it('passes on empty values', () => {
    expect(matchesPattern('', '^\\d+$')).toBe(true);
  });
});

describe('same-as and different', () => {
  it('same-as compares strictly, blanks included', () => {
    expect(isSameAs('secret1', 'secret1')).toBe(true);
    expect(isSameAs('secret1', 'secret2')).toBe(false);
    expect(isSameAs('', 'secret1')).toBe(false);
    expect(isSameAs('1', 1)).toBe(false);
  });

  it('different fails on equal values and passes on empty ones', () => {
    expect(isDifferent('new', 'old')).toBe(true);
    expect(isDifferent('old', 'old')).toBe(false);
    expect(isDifferent('', '')).toBe(true);
  });
});
