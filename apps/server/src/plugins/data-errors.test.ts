import { ErrorCode } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { isDataError } from './errors.ts';

describe('isDataError', () => {
  it('finds SQLSTATE class 22 on the error or in its causes (Drizzle wraps the driver error)', () => {
    expect(isDataError({ code: '22021' })).toBe(true);
    expect(isDataError({ message: 'Failed query', cause: { code: '22P05' } })).toBe(true);
    expect(isDataError({ cause: { cause: { code: '22001' } } })).toBe(true);
    expect(isDataError({ code: '23505' })).toBe(false);
    expect(isDataError({ code: 'ECONNRESET' })).toBe(false);
    expect(isDataError(new Error('boom'))).toBe(false);
    expect(isDataError(null)).toBe(false);
  });
});

/**
 * Issue 11, defect 5's safety net: text the contracts let through but PostgreSQL refuses (NUL, a value
 * out of range, a bad uuid) is the input's fault: 422, never 500.
 */
describe.each(testDrivers)('database data errors on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, {}, (app) => {
      app.post<{ Body: { kind: string; value: string } }>('/test/echo', async (request) => {
        const { kind, value } = request.body;
        if (kind === 'uuid') await app.db.execute(sql`select ${value}::uuid`);
        else if (kind === 'smallint') await app.db.execute(sql`select ${value}::smallint`);
        else await app.db.execute(sql`select ${value}::text`);
        return { data: null };
      });
    });
  });
  afterAll(() => t.close());

  it.each([
    ['text', 'a\u0000b'],
    ['uuid', 'not-a-uuid'],
    ['smallint', '99999999'],
  ])('answers 422 when PostgreSQL refuses a %s value', async (kind, value) => {
    const response = await t.app.inject({ method: 'POST', url: '/test/echo', payload: { kind, value } });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.code).toBe(ErrorCode.validationFailed);
  });
});
