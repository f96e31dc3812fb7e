import { describe, expect, it } from 'vitest';
import {
  isArrayValue,
  isBooleanLike,
  isCountryCode,
  isLanguageCode,
  isLowercase,
  isNo,
  isSlug,
  isUppercase,
  isYes,
} from './product.ts';

const productValidators = {
  isCountryCode,
  isLanguageCode,
  isLowercase,
  isUppercase,
  isYes,
  isNo,
  isSlug,
  isArrayValue,
  isBooleanLike,
};

describe('product validators', () => {
  it.each(Object.entries(productValidators))('%s passes on empty values', (_name, validate) => {
    expect(validate(undefined)).toBe(true);
    expect(validate(null)).toBe(true);
    expect(validate('')).toBe(true);
  });

  it('country code is exactly two uppercase letters', () => {
    expect(isCountryCode('BR')).toBe(true);
    expect(isCountryCode('br')).toBe(false);
    expect(isCountryCode('B')).toBe(false);
    expect(isCountryCode('BRA')).toBe(false);
    expect(isCountryCode('B1')).toBe(false);
    expect(isCountryCode(' BR')).toBe(false);
    expect(isCountryCode(12)).toBe(false);
  });

  it('language code is exactly two lowercase letters', () => {
    expect(isLanguageCode('en')).toBe(true);
    expect(isLanguageCode('EN')).toBe(false);
    expect(isLanguageCode('eng')).toBe(false);
    expect(isLanguageCode('en-US')).toBe(false);
  });

  it('lowercase and uppercase compare with the converted string', () => {
    expect(isLowercase('abc-1')).toBe(true);
    expect(isLowercase('aBc')).toBe(false);
    expect(isUppercase('ABC-1')).toBe(true);
    expect(isUppercase('ABc')).toBe(false);
    expect(isLowercase(5)).toBe(false);
  });

  it('yes-like accepts yes, on, 1, true in any case', () => {
    for (const value of ['yes', 'YES', 'On', '1', 'true', 'TRUE', true, 1]) expect(isYes(value)).toBe(true);
    for (const value of ['no', 'y', '2', false, 0, 2, 'yes ']) expect(isYes(value)).toBe(false);
  });

  it('no-like accepts no, off, 0, false in any case', () => {
    for (const value of ['no', 'NO', 'Off', '0', 'false', 'False', false, 0]) expect(isNo(value)).toBe(true);
    for (const value of ['yes', 'n', '1', true, 1]) expect(isNo(value)).toBe(false);
  });

  it('slug-like allows letters, digits, underscore and hyphen', () => {
    expect(isSlug('Book_of-Dead2')).toBe(true);
    expect(isSlug('book of dead')).toBe(false);
    expect(isSlug('book/dead')).toBe(false);
    expect(isSlug('livro-ação')).toBe(false);
  });

  it('array accepts arrays only', () => {
    expect(isArrayValue([])).toBe(true);
    expect(isArrayValue([1])).toBe(true);
    expect(isArrayValue({ length: 1 })).toBe(false);
    expect(isArrayValue('a')).toBe(false);
  });

  it('boolean-like accepts true, false, 1, 0, "1", "0"', () => {
    for (const value of [true, false, 1, 0, '1', '0']) expect(isBooleanLike(value)).toBe(true);
    for (const value of ['true', 'false', 2, '01', 'yes']) expect(isBooleanLike(value)).toBe(false);
  });
});
