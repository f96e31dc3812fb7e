import { describe, expect, it } from 'vitest';
import { frameUrl } from './frame-url.ts';

describe('game frame address', () => {
  it("frames a launch URL on the site's public origin by its path", () => {
    expect(
      frameUrl('http://localhost:3000/studio/dice?session=s1&currency=EUR', 'http://localhost:3000'),
    ).toBe('/studio/dice?session=s1&currency=EUR');
  });

  it('frames a URL of another origin, and a path, as they are', () => {
    expect(frameUrl('https://games.example/studio/dice?mode=demo', 'https://casino.example/')).toBe(
      'https://games.example/studio/dice?mode=demo',
    );
    expect(frameUrl('/studio/dice?mode=demo', 'https://casino.example')).toBe('/studio/dice?mode=demo');
  });
});
