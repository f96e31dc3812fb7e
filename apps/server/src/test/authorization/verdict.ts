import { hasPermission } from '@casino/contracts';
import type { OwnerIds } from './fixtures.ts';
import type { Caller, CallerName } from './probe.ts';
import type { RouteCase } from './route-table.ts';

/** Callers without a valid credential of their own: no session, a forged one, an expired one, a closed one. */
const STRANGERS: CallerName[] = ['guest', 'forged', 'expired', 'closed'];

/** Staff sessions and named keys hold no player session: to the player's routes they are strangers. */
const isStranger = (caller: CallerName) => STRANGERS.includes(caller) || caller.includes(':');

/** What the caller holds for a back-office or operator route: its role, a half session, its key's scopes. */
export type Rights = Pick<Caller, 'staff' | 'apiKey'>;

/** Whether the caller may use a staff or operator route: the role's permission, or the key's scope. */
export function mayUse(route: RouteCase, rights: Rights): boolean {
  const role = rights.staff?.role;
  if (route.access === 'staff') {
    if (role === undefined) return false;
    if (role === null) return route.staffPending === true;
    return !route.permission || hasPermission(role, route.permission);
  }
  if (route.access !== 'operator' || route.bootstrapOnly || !route.permission) return false;
  if (role) return hasPermission(role, route.permission);
  return rights.apiKey?.scopes.includes(route.permission as never) ?? false;
}

const isRefusal = (status: number) => status === 401 || status === 403;

/** What the owner's resources would show if they leaked: ids and the address of player A. */
export function ownerMarkers(ids: OwnerIds): string[] {
  return [
    ids.email,
    ids.playerId,
    ids.accountId,
    ids.extraAccountId,
    ids.invoiceId,
    ids.spareSessionId,
    ids.gameToken,
    ids.crashToken,
    ids.sportsbookToken,
    ids.payToken,
    ids.roundId,
    ids.kycToken,
    ids.documentId,
    ids.playerBonusId,
    ids.playerFreespinId,
    ids.playerBonusCodeId,
    ids.messageId,
    ids.loyaltyAccountId,
    ids.playerQuestId,
    ids.chatMessageId,
  ];
}

export type Answer = { status: number; body: string };

/**
 * Why an answer breaks the route's access class, or null when it holds. `sent` is the request's text:
 * an id the caller sent itself may come back without anything leaking.
 */
export function verdict(
  route: RouteCase,
  caller: CallerName,
  answer: Answer,
  markers: string[],
  sent: string,
  rights: Rights = {},
): string | null {
  const { status } = answer;
  if (status >= 500) return `answered ${status}`;
  const envelope = route.envelope ?? 'data';
  const enveloped = ['player', 'public', 'staff', 'operator'].includes(route.access);
  if (enveloped && !route.file && !answersIn(answer, envelope))
    return `answered ${status} without a { ${envelope} } body`;
  // A role or key that holds the route's right may see players' data: that is what it is for.
  if (caller !== 'A' && !mayUse(route, rights)) {
    const leaked = markers.find((marker) => !sent.includes(marker) && answer.body.includes(marker));
    if (leaked) return `shows A's data (${leaked.slice(0, 12)}…)`;
  }
  const stranger = isStranger(caller);
  switch (route.access) {
    case 'public':
      return caller === 'guest' && status === 401 ? 'refused a guest on a public route' : null;
    case 'player':
    case 'studio':
      if (stranger) return status === 401 ? null : `expected 401, got ${status}`;
      return caller === 'A' ? ownerVerdict(route, status) : otherPlayerVerdict(route, status);
    case 'provider':
    case 'webhook':
      return isRefusal(status) ? null : `expected 401/403, got ${status}`;
    case 'staff':
    case 'operator':
      return backOfficeVerdict(route, caller, status, rights);
    case 'kyc-page':
      // The token names the caller's own check: each player may use theirs, strangers get nothing.
      if (caller === 'A' || caller === 'B')
        return status < 400 ? null : `the player's own check page got ${status}`;
      return isRefusal(status) || status === 404 ? null : `expected 401/403/404, got ${status}`;
    case 'psp-page':
      if (caller === 'A') return status < 400 ? null : `the owner's own page link got ${status}`;
      return isRefusal(status) || status === 404 ? null : `expected 401/403/404, got ${status}`;
  }
}

/**
 * Staff and operator routes: refused (401/403) to everyone but the roles and keys that hold their
 * permission, whom they must let through (their answer may show a player's data: that is their job).
 */
function backOfficeVerdict(
  route: RouteCase,
  caller: CallerName,
  status: number,
  rights: Rights,
): string | null {
  if (mayUse(route, rights))
    return isRefusal(status) ? `refused ${caller}, who holds the right (${status})` : null;
  return isRefusal(status) ? null : `expected 401/403, got ${status}`;
}

/** Every success of the player API is `{ data: ... }`, never 204 nor a bare body: clients read `data`. */
function answersIn({ status, body }: Answer, envelope: string): boolean {
  if (status < 200 || status >= 300) return true;
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && envelope in parsed;
  } catch {
    return false;
  }
}

function ownerVerdict(route: RouteCase, status: number): string | null {
  if (isRefusal(status)) return `refused the player (${status})`;
  if (route.foreign && status >= 300) return `the owner's own call got ${status}`;
  return null;
}

function otherPlayerVerdict(route: RouteCase, status: number): string | null {
  if (!route.foreign) return isRefusal(status) ? `refused a signed-in player (${status})` : null;
  const allowed = route.foreign === 'body' ? [403, 404, 422] : [403, 404];
  return allowed.includes(status) ? null : `expected ${allowed.join('/')} on A's ids, got ${status}`;
}
