import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { audited } from '../audit/audited.ts';
import { settingsChanged } from './reference-cache.ts';
import { lockStoredSetting } from './service.ts';

/**
 * Saves one setting as the request's caller: the stored value before and the new one go to the audit
 * log in the save's transaction; this node's settings cache is cleared after the commit.
 */
export async function saveAudited(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
  after: unknown,
  save: (tx: Db) => Promise<void>,
) {
  await audited(app.db, request, async (tx) => {
    const before = await lockStoredSetting(tx, key);
    await save(tx);
    return {
      value: null,
      audit: { action: 'settings.update', target: { type: 'setting', id: key }, before, after },
    };
  });
  settingsChanged(app.db);
}
