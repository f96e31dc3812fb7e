import { describe, expect, it } from 'vitest';
import { isEmpty, isRequired, isRequiredIf } from './empty.ts';

describe('isEmpty', () => {
  it('is true for undefined, null and the empty string only', () => {
    expect([undefined, null, ''].every(isEmpty)).toBe(true);
    expect([' ', 0, false, [], {}].some(isEmpty)).toBe(false);
  });
});

describe('isRequired', () => {
  it('fails on missing, blank and empty values', () => {
    for (const value of [undefined, null, '', '   ', [], {}, new Date('x')])
      expect(isRequired(value)).toBe(false);
  });

  it('passes on present values including false and 0', () => {
    for (const value of ['a', ' a ', 0, false, [0], { a: 1 }, new Date(0)])
      expect(isRequired(value)).toBe(true);
  });
});

describe('isRequiredIf', () => {
  it('only requires the value when the condition holds', () => {
    expect(isRequiredIf('', false)).toBe(true);
    expect(isRequiredIf('', true)).toBe(false);
    expect(isRequiredIf('x', true)).toBe(true);
  });
});
