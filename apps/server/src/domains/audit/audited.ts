import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { type AuditActor, type AuditChange, type AuditContext, appendAudit } from './chain.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling a back-office or operator route, set by its access check (domains/staff). */
    actor: AuditActor | null;
  }
}

export function registerAuditActor(app: FastifyInstance) {
  app.decorateRequest('actor', null);
}

/** The caller and where the request came from; 401 when no access check named an actor. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  if (!request.actor) throw AppError.unauthorized();
  const userAgent = request.headers['user-agent'];
  return { actor: request.actor, ip: request.ip ?? null, userAgent: userAgent?.slice(0, 512) ?? null };
}

/** What an audited write answers: its value and the rows it adds to the audit log. */
export type Audited<T> = { value: T; audit: AuditChange | AuditChange[] };

/**
 * The one way a staff, API-key or bootstrap-key write changes anything: the change and its audit rows
 * commit together or not at all. `work` runs in a transaction (the caller's if `db` is one) and names
 * what it changed; the rows are appended last, so the chain's lock is held only until the commit.
 */
export async function audited<T>(
  db: Db,
  request: FastifyRequest,
  work: (tx: Db) => Promise<Audited<T>>,
): Promise<T> {
  const context = auditContextOf(request);
  return db.transaction(async (tx) => {
    const { value, audit } = await work(tx);
    await appendAudit(tx, context, Array.isArray(audit) ? audit : [audit]);
    return value;
  });
}
