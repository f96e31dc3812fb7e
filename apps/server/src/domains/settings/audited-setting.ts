import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { audited } from '../audit/audited.ts';
import { settingsChanged } from './reference-cache.ts';
import { lockStoredSetting } from './service.ts';

/** One stored setting to write: its key, the value it gets and how it is written. */
export type SettingChange = { key: string; after: unknown; save: (tx: Db) => Promise<void> };

/**
 * Saves one setting as the request's caller: the stored value before and the new one go to the audit
 * log in the save's transaction; this node's settings cache is cleared after the commit.
 */
export function saveAudited(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
  after: unknown,
  save: (tx: Db) => Promise<void>,
) {
  return saveAuditedSettings(app, request, [{ key, after, save }], { auditUnchanged: true });
}

/**
 * Saves a group of settings in one transaction, each changed one audited with its value before and
 * after (a group saved as it was adds no audit row, unless `auditUnchanged`).
 */
export async function saveAuditedSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  changes: SettingChange[],
  options: { auditUnchanged?: boolean } = {},
) {
  await audited(app.db, request, async (tx) => {
    const audit = [];
    for (const { key, after, save } of changes) {
      const before = await lockStoredSetting(tx, key);
      if (!options.auditUnchanged && sameValue(before, after)) continue;
      await save(tx);
      audit.push({ action: 'settings.update', target: { type: 'setting', id: key }, before, after });
    }
    return { value: null, audit };
  });
  settingsChanged(app.db);
}

/** The jsonb column may answer a stored "500" as the number 500: plain values compare as text. */
function sameValue(stored: unknown, given: unknown): boolean {
  if (typeof given !== 'object' || given === null) return String(stored) === String(given);
  return isDeepStrictEqual(stored, given);
}
