import type { FastifyRequest } from 'fastify';
import { auditContextOf } from '../audit/audited.ts';
import type { Approver } from './four-eyes.ts';

/** The caller as a four-eyes approver: a staff member by name, a key by its kind and id. */
export function approverOf(request: FastifyRequest): Approver {
  const { actor } = auditContextOf(request);
  const staff = request.staffSession?.staff;
  const name =
    actor.kind === 'staff'
      ? (staff?.name ?? actor.id)
      : actor.kind === 'bootstrap-key'
        ? 'OPERATOR_KEY'
        : `API key ${actor.id}`;
  return { kind: actor.kind, id: actor.id, name };
}
