import { describe, expect, it } from 'vitest';
import { scrollEdges } from './scroll-edges.ts';

describe('scroll edges', () => {
  it('tells whether a row can move back or forward', () => {
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 500, scrollWidth: 1200 })).toEqual({
      canBack: false,
      canForward: true,
    });
    expect(scrollEdges({ scrollLeft: 300, clientWidth: 500, scrollWidth: 1200 })).toEqual({
      canBack: true,
      canForward: true,
    });
    expect(scrollEdges({ scrollLeft: 700, clientWidth: 500, scrollWidth: 1200 })).toEqual({
      canBack: true,
      canForward: false,
    });
  });

  it('leaves a pixel of slack for rounding, and a row that fits moves nowhere', () => {
    expect(scrollEdges({ scrollLeft: 0.5, clientWidth: 500, scrollWidth: 500 })).toEqual({
      canBack: false,
      canForward: false,
    });
    expect(scrollEdges({ scrollLeft: 699.5, clientWidth: 500, scrollWidth: 1200 }).canForward).toBe(false);
  });
});
