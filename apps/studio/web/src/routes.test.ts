import { describe, expect, it } from 'vitest';
import { routeOf, verifyHref } from './routes.ts';
import { readLaunchParams } from './session/launch-params.ts';

describe('studio routes', () => {
  it('reads the page from the path', () => {
    expect(routeOf('/studio/dice')).toEqual({ page: 'game', slug: 'dice' });
    expect(routeOf('/studio/slot-fruit-ten/')).toEqual({ page: 'game', slug: 'slot-fruit-ten' });
    expect(routeOf('/studio/verify')).toEqual({ page: 'verify' });
    expect(routeOf('/studio/rounds/3f1c')).toEqual({ page: 'round', roundId: '3f1c' });
    expect(routeOf('/studio/rounds')).toEqual({ page: 'notFound' });
    expect(routeOf('/studio/')).toEqual({ page: 'notFound' });
    expect(routeOf('/studio/a/b/c')).toEqual({ page: 'notFound' });
    expect(routeOf('/elsewhere')).toEqual({ page: 'notFound' });
  });

  it('prefills the verifier with a round', () => {
    const href = verifyHref({
      game: 'dice',
      serverSeed: 'abc',
      clientSeed: 'c1',
      nonce: 4,
      params: { a: 1 },
    });
    const query = new URL(href, 'http://x').searchParams;
    expect(query.get('game')).toBe('dice');
    expect(query.get('serverSeed')).toBe('abc');
    expect(query.get('nonce')).toBe('4');
    expect(JSON.parse(query.get('params')!)).toEqual({ a: 1 });
  });

  it('reads real and demo launches', () => {
    expect(readLaunchParams('?session=tok&currency=EUR')).toEqual({
      mode: 'real',
      token: 'tok',
      currency: 'EUR',
    });
    expect(readLaunchParams('?mode=demo&token=t2')).toEqual({ mode: 'demo', token: 't2' });
    expect(readLaunchParams('?mode=demo')).toBeNull();
    expect(readLaunchParams('')).toBeNull();
  });
});
