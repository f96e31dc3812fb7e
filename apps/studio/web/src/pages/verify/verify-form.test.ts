import { describe, expect, it } from 'vitest';
import { verifyHref } from '../../routes.ts';
import { nonceOf, readVerifyQuery, verifyParams } from './verify-form.ts';

describe('verifier form', () => {
  it('opens empty on dice', () => {
    const form = readVerifyQuery('');
    expect(form).toMatchObject({
      game: 'dice',
      nonce: '0',
      direction: 'under',
      target: '49.50',
      rows: 12,
      mineCount: 3,
    });
    expect(verifyParams('dice', form)).toEqual({ direction: 'under', targetHundredths: 4950 });
  });

  it('is prefilled from a round link, keeping the params it has no field for', () => {
    const href = verifyHref({
      game: 'mines',
      serverSeed: 's',
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce: 9,
      params: { mineCount: 5, openedTiles: [1, 2] },
    });
    const form = readVerifyQuery(new URL(href, 'http://x').search);
    expect(form).toMatchObject({
      game: 'mines',
      serverSeed: 's',
      commitment: 'h',
      clientSeed: 'c',
      nonce: '9',
      mineCount: 5,
    });
    expect(verifyParams('mines', form)).toEqual({ openedTiles: [1, 2], mineCount: 5 });
  });

  it('sends a roulette round its chips and a slot nothing', () => {
    const chips = [{ betKind: 'red', numbers: [1, 3], amount: '1' }];
    const form = readVerifyQuery(`?game=roulette&params=${encodeURIComponent(JSON.stringify({ chips }))}`);
    expect(verifyParams('roulette', form)).toEqual({ chips });
    expect(verifyParams('slot', form)).toEqual({});
  });

  it('survives broken params and nonces', () => {
    expect(readVerifyQuery('?params=%7Bnope').extra).toEqual({});
    expect(nonceOf({ ...readVerifyQuery(''), nonce: '12' })).toBe(12);
    expect(nonceOf({ ...readVerifyQuery(''), nonce: '1e3' })).toBe(-1);
  });
});
