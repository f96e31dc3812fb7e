import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { databaseAnswers } from './health.ts';

const dbWhose = (execute: () => Promise<unknown>) => ({ execute }) as unknown as Db;

describe('databaseAnswers', () => {
  it('is true when select 1 comes back', async () => {
    expect(
      await databaseAnswers(
        dbWhose(async () => ({ rows: [] })),
        1_000,
      ),
    ).toBe(true);
  });

  it('is false when the query fails', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(
      await databaseAnswers(
        dbWhose(() => Promise.reject(refused)),
        1_000,
      ),
    ).toBe(false);
  });

  it('is false, within the timeout, when the query hangs', async () => {
    const started = Date.now();
    expect(
      await databaseAnswers(
        dbWhose(() => new Promise(() => {})),
        100,
      ),
    ).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
