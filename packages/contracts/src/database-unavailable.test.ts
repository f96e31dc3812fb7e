import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a server going away by its SQLSTATE or network code', () => {
    for (const code of ['08006', '08001', '08P01', '57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
  });

  it("knows node-postgres's own messages, and looks through wrapping errors", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: withCode('57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const refused = new AggregateError([withCode('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it('leaves faults of the request or the code alone', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('22021'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query: insert ... params: Connection terminated'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
