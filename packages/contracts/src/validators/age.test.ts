import { describe, expect, it } from 'vitest';
import { ageInYears, isMaxAge, isMinAge } from './age.ts';

const now = new Date(Date.UTC(2024, 5, 15, 12));

describe('ageInYears', () => {
  it('counts whole years up to the birthday', () => {
    expect(ageInYears('2006-06-15', now)).toBe(18);
    expect(ageInYears('2006-06-16', now)).toBe(17);
    expect(ageInYears('2006-6-14', now)).toBe(18);
    expect(ageInYears(Date.UTC(2006, 5, 16), now)).toBe(17);
  });

  it('lets a 29 February birthday pass on 1 March in common years', () => {
    expect(ageInYears('2004-02-29', new Date(Date.UTC(2023, 1, 28)))).toBe(18);
    expect(ageInYears('2004-02-29', new Date(Date.UTC(2022, 1, 28)))).toBe(17);
    expect(ageInYears('2004-02-29', new Date(Date.UTC(2022, 2, 1)))).toBe(18);
  });

  it('is null for invalid dates', () => {
    expect(ageInYears('2006-02-30', now)).toBeNull();
    expect(ageInYears('eighteen', now)).toBeNull();
  });
});

describe('min and max age', () => {
  it('min age is reached on the birthday', () => {
    expect(isMinAge('2006-06-15', 18, now)).toBe(true);
    expect(isMinAge('2006-06-16', 18, now)).toBe(false);
  });

  it('max age holds until the next birthday', () => {
    expect(isMaxAge('1924-06-16', 99, now)).toBe(true);
    expect(isMaxAge('1924-06-15', 99, now)).toBe(false);
  });

  it('fails on invalid dates and passes on empty ones', () => {
    expect(isMinAge('2006-13-01', 18, now)).toBe(false);
    expect(isMaxAge('nope', 99, now)).toBe(false);
    expect(isMinAge('', 18, now)).toBe(true);
    expect(isMaxAge(null, 99, now)).toBe(true);
  });

  it('defaults now to the current date', () => {
    expect(isMinAge('1990-01-01', 18)).toBe(true);
    expect(isMinAge('2999-01-01', 18)).toBe(false);
  });
});
