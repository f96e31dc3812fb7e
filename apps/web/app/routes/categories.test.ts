import { describe, expect, it } from 'vitest';
import { firstCategoryPath } from './categories.tsx';

describe('/categories redirect', () => {
  const collections = [{ identity: 'slots' }, { identity: 'live' }];

  it('goes to the first category and keeps the query', () => {
    expect(
      firstCategoryPath(collections, new URL('http://x/categories?provider=studio&page=2'), undefined),
    ).toBe('/categories/slots?provider=studio&page=2');
  });

  it('keeps the locale prefix', () => {
    expect(firstCategoryPath(collections, new URL('http://x/de/categories'), 'de')).toBe(
      '/de/categories/slots',
    );
  });

  it('has nowhere to go without categories', () => {
    expect(firstCategoryPath([], new URL('http://x/categories'), undefined)).toBeNull();
  });
});
