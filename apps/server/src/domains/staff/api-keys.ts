import { randomBytes } from 'node:crypto';
import { type ApiKey, type ApiKeyScope, ErrorCode } from '@casino/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Audited } from '../audit/audited.ts';
import { tokenHash } from './sessions.ts';
import { type ApiKeyRow, apiKeys } from './tables.ts';

/** Every key starts so, which tells it from a player's access token in a Bearer header. */
export const API_KEY_PREFIX = 'lhk_';
/** What the list shows of a key: the prefix and the first characters of its secret. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

export function apiKeyView(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(db: Db): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt));
}

/** A key of 256 random bits; only its sha256 is stored, the whole key is answered this once. */
export async function createApiKey(
  tx: Db,
  createdBy: string,
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<Audited<{ apiKey: ApiKey; secret: string }>> {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await tx
    .insert(apiKeys)
    .values({
      name: input.name,
      prefix: secret.slice(0, SHOWN_LENGTH),
      secretHash: tokenHash(secret),
      scopes: [...new Set(input.scopes)].sort(),
      createdBy,
      createdAt: new Date(),
    })
    .returning();
  const apiKey = apiKeyView(row!);
  return {
    value: { apiKey, secret },
    audit: { action: 'api-key.create', target: { type: 'api-key', id: apiKey.id }, after: apiKey },
  };
}

export async function revokeApiKey(tx: Db, id: string): Promise<Audited<ApiKey>> {
  const [row] = isUuid(id) ? await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update') : [];
  if (!row) throw AppError.notFound('No such API key.');
  if (row.revokedAt) throw new AppError(ErrorCode.conflict, 'Revoked already.');
  const [revoked] = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(eq(apiKeys.id, id))
    .returning();
  return {
    value: apiKeyView(revoked!),
    audit: {
      action: 'api-key.revoke',
      target: { type: 'api-key', id },
      before: apiKeyView(row),
      after: apiKeyView(revoked!),
    },
  };
}

/** The key a caller sent, if it is one not revoked; its last use is noted. */
export async function authenticateApiKey(db: Db, secret: string): Promise<ApiKeyRow | null> {
  if (secret.length > 200) return null;
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiKeys.secretHash, tokenHash(secret)), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
}
