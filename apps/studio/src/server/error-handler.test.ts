import { ErrorCode, errorStatus } from '@casino/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerStudioErrorHandler } from './error-handler.ts';
import { StudioError } from './errors.ts';

describe('the studio error handler', () => {
  it('answers a lost database connection with 503 and Retry-After, not 500', async () => {
    const app = Fastify();
    registerStudioErrorHandler(app);
    app.get('/gone', async () => {
      throw new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') });
    });
    app.get('/bug', async () => {
      throw new TypeError('x is undefined');
    });
    const gone = await app.inject({ url: '/gone' });
    expect(gone.statusCode).toBe(503);
    expect(gone.headers['retry-after']).toBe('5');
    expect(gone.json().error.code).toBe(ErrorCode.serviceUnavailable);
    expect((await app.inject({ url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });

  it('answers a studio error with the status the contracts map gives its code', async () => {
    const app = Fastify();
    registerStudioErrorHandler(app);
    app.get('/broke', async () => {
      throw new StudioError(ErrorCode.gameInsufficientFunds, 'Not enough money for the bet.');
    });
    const broke = await app.inject({ url: '/broke' });
    expect(broke.statusCode).toBe(errorStatus[ErrorCode.gameInsufficientFunds]);
    expect(broke.json().error.code).toBe(ErrorCode.gameInsufficientFunds);
    expect(new StudioError(ErrorCode.currencyNotEnabled, 'x').status).toBe(422);
    await app.close();
  });
});
