import { describe, expect, it } from 'vitest';
import { isLocaleSegment, localizePath, splitLocalePrefix } from './locale.ts';

describe('locale prefix', () => {
  it('accepts two letters or two letters, dash, two letters', () => {
    expect(isLocaleSegment('de')).toBe(true);
    expect(isLocaleSegment('pt-br')).toBe(true);
    expect(isLocaleSegment('deu')).toBe(false);
    expect(isLocaleSegment('pt-bra')).toBe(false);
    expect(isLocaleSegment('main')).toBe(false);
    expect(isLocaleSegment('DE')).toBe(false);
  });

  it('splits a prefixed path and leaves others alone', () => {
    expect(splitLocalePrefix('/de/static/terms')).toEqual({ prefix: 'de', rest: '/static/terms' });
    expect(splitLocalePrefix('/pt-br')).toEqual({ prefix: 'pt-br', rest: '/' });
    expect(splitLocalePrefix('/static/terms')).toEqual({ prefix: null, rest: '/static/terms' });
    expect(splitLocalePrefix('/')).toEqual({ prefix: null, rest: '/' });
  });

  it('adds a prefix for every locale but the default', () => {
    expect(localizePath('/contact', 'en', 'en')).toBe('/contact');
    expect(localizePath('/contact', 'de', 'en')).toBe('/de/contact');
    expect(localizePath('/', 'pt-br', 'en')).toBe('/pt-br/');
    expect(localizePath('questions', 'de', 'en')).toBe('/de/questions');
  });
});
