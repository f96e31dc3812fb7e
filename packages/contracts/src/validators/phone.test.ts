import { describe, expect, it } from 'vitest';
import { isPhone, normalizePhone } from './phone.ts';

describe('isPhone', () => {
  it('passes on empty values', () => {
    expect(isPhone(undefined)).toBe(true);
    expect(isPhone(null)).toBe(true);
    expect(isPhone('')).toBe(true);
  });

  it.each(['+5511987654321', '+447911123456', '+14155552671', '+4930123456', '+55 11 98765-4321'])(
    'accepts %s',
    (phone) => {
      expect(isPhone(phone)).toBe(true);
    },
  );

  it.each(['+1234', '+12', '+99912345678', '+5511', 'phone', '+1 415 555 2671 999 999'])(
    'rejects %s',
    (phone) => {
      expect(isPhone(phone)).toBe(false);
    },
  );

  it('requires the international form', () => {
    expect(isPhone('5511987654321')).toBe(false);
    expect(isPhone('11987654321')).toBe(false);
  });

  it('rejects input over 250 characters', () => {
    expect(isPhone(`+5511987654321${' '.repeat(236)}`)).toBe(true);
    expect(isPhone(`+5511987654321${' '.repeat(237)}`)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isPhone(5511987654321)).toBe(false);
    expect(isPhone(['+5511987654321'])).toBe(false);
  });
});

describe('normalizePhone', () => {
  it('returns the E.164 form of a valid number', () => {
    expect(normalizePhone('+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePhone('+1234')).toBeNull();
  });
});
