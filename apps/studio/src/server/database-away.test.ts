import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@casino/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { StudioDb } from '../storage/db.ts';
import { studioPlugin } from './plugin.ts';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
/** A database that answers nothing, as while PostgreSQL restarts. */
const awayDb = new Proxy({} as StudioDb, {
  get: () => () => {
    throw refused();
  },
});

describe('the studio while its database is away', () => {
  it('answers 503, and its background sweeps fail without ending the process', async () => {
    const unhandled: unknown[] = [];
    const record = (error: unknown) => void unhandled.push(error);
    process.on('unhandledRejection', record);
    const app = Fastify();
    try {
      await app.register(studioPlugin, {
        db: awayDb,
        secret: 'studio-database-away-test-secret-32-chars',
        webBuildDir: fs.mkdtempSync(path.join(os.tmpdir(), 'studio-away-')),
        recoveryEveryMs: 50,
      });
      await app.ready();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const state = await app.inject({ url: '/studio/api/crash/state' });
      expect(state.statusCode).toBe(503);
      expect(state.headers['retry-after']).toBe('5');
      expect(state.json().error.code).toBe(ErrorCode.serviceUnavailable);
    } finally {
      await app.close();
      process.off('unhandledRejection', record);
    }
    expect(unhandled).toEqual([]);
  });
});
