import { describe, expect, it } from 'vitest';
import {
  buildPhoneValue,
  PHONE_DIGITS_MAX,
  sanitizePhoneDigits,
  splitPhoneValue,
  startingPhoneCountry,
} from './phone-value.ts';

describe('phone value', () => {
  it('is +, calling code and digits when both parts are filled', () => {
    expect(buildPhoneValue('+49', '17612345678')).toBe('+4917612345678');
    expect(buildPhoneValue('55', '11987654321')).toBe('+5511987654321');
  });

  it('is empty when either part is missing', () => {
    expect(buildPhoneValue('+49', '')).toBe('');
    expect(buildPhoneValue('', '17612345678')).toBe('');
    expect(buildPhoneValue(null, undefined)).toBe('');
  });

  it('keeps digits only, at most 12', () => {
    expect(sanitizePhoneDigits('176 123-45a67')).toBe('1761234567');
    expect(sanitizePhoneDigits('1234567890123456')).toHaveLength(PHONE_DIGITS_MAX);
    expect(buildPhoneValue('+1', '(555) 010-9999 ext')).toBe('+15550109999');
  });

  it('splits a stored number by the longest known prefix', () => {
    expect(splitPhoneValue('+35312345678', ['+3', '+353', '+35'])).toEqual({
      prefix: '+353',
      digits: '12345678',
    });
    expect(splitPhoneValue('+4917612345678', ['+49', '+1'])).toEqual({
      prefix: '+49',
      digits: '17612345678',
    });
    expect(splitPhoneValue('017612345678', ['+49'])).toBeNull();
    expect(splitPhoneValue('+99912', ['+49'])).toBeNull();
  });
});

describe('the starting country of a phone field', () => {
  const codes = ['AF', 'AT', 'DE', 'GB', 'MT', 'US'];
  it("is the visitor's country when the server knows it", () => {
    expect(startingPhoneCountry(codes, 'MT', ['de-AT'])).toBe('MT');
  });
  it("else the region of the browser's first language that names one", () => {
    expect(startingPhoneCountry(codes, null, ['de-AT', 'en-GB'])).toBe('AT');
    expect(startingPhoneCountry(codes, undefined, ['en-GB'])).toBe('GB');
    // A language alone stands for its most likely region.
    expect(startingPhoneCountry(codes, null, ['de'])).toBe('DE');
  });
  it('never a country the list does not have, nor the list’s first for want of one', () => {
    expect(startingPhoneCountry(codes, 'FR', ['fr-FR', 'xx'])).toBeUndefined();
    expect(startingPhoneCountry([], 'MT', ['en-GB'])).toBeUndefined();
  });
});
