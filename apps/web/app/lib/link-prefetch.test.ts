import { describe, expect, it } from 'vitest';
import { linkPrefetch } from './link-prefetch.ts';

describe('link prefetch', () => {
  it('prefetches on intent on an ordinary connection, or when the browser says nothing', () => {
    expect(linkPrefetch({ effectiveType: '4g' })).toBe('intent');
    expect(linkPrefetch({ effectiveType: '3g', saveData: false })).toBe('intent');
    expect(linkPrefetch(undefined)).toBe('intent');
  });

  it('does not prefetch when the visitor saves data or is on 2g', () => {
    expect(linkPrefetch({ effectiveType: '4g', saveData: true })).toBe('none');
    expect(linkPrefetch({ effectiveType: 'slow-2g' })).toBe('none');
    expect(linkPrefetch({ effectiveType: '2g' })).toBe('none');
  });
});
