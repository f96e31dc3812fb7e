import type { FastifyRequest } from 'fastify';

/**
 * What a player asks that loosens a limit: raising a cash limit, removing one, or ending a
 * self-exclusion after its period. Tightening (a new limit, a decrease, a longer exclusion) never
 * passes through here.
 */
export type LimitRelaxation = {
  playerId: string;
  limitId: string;
  kind: 'increase' | 'removal' | 'end-exclusion';
};

/**
 * A check a relaxation must pass before it is even queued for its 24 hours: the 2FA step-up (a
 * current TOTP code in the request) registers here. It refuses by throwing an AppError.
 */
export type RelaxationGuard = (request: FastifyRequest, relaxation: LimitRelaxation) => Promise<void> | void;

const guards = new Set<RelaxationGuard>();

/** STEP-UP HOOK: the 2FA domain registers its current-code check here when the app is built. */
export function registerRelaxationGuard(guard: RelaxationGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/**
 * The one place every raise or removal of a limit is authorised (PUT with a higher amount, DELETE):
 * the routes call it before the service queues the change.
 */
export async function authorizeLimitRelaxation(request: FastifyRequest, relaxation: LimitRelaxation) {
  for (const guard of guards) await guard(request, relaxation);
}
