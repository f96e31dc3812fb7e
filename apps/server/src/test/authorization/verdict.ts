import type { OwnerIds } from './fixtures.ts';
import type { CallerName } from './probe.ts';
import type { RouteCase } from './route-table.ts';

/** Callers without a valid credential of their own: no session, a forged one, an expired one, a closed one. */
const STRANGERS: CallerName[] = ['guest', 'forged', 'expired', 'closed'];

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
): string | null {
  const { status } = answer;
  if (status >= 500) return `answered ${status}`;
  if ((route.access === 'player' || route.access === 'public') && !route.file && !answersData(answer))
    return `answered ${status} without a { data } body`;
  if (caller !== 'A') {
    const leaked = markers.find((marker) => !sent.includes(marker) && answer.body.includes(marker));
    if (leaked) return `shows A's data (${leaked.slice(0, 12)}…)`;
  }
  const stranger = STRANGERS.includes(caller);
  switch (route.access) {
    case 'public':
      return caller === 'guest' && status === 401 ? 'refused a guest on a public route' : null;
    case 'player':
    case 'studio':
      if (stranger) return status === 401 ? null : `expected 401, got ${status}`;
      return caller === 'A' ? ownerVerdict(route, status) : otherPlayerVerdict(route, status);
    case 'provider':
    case 'webhook':
    case 'operator':
      return isRefusal(status) ? null : `expected 401/403, got ${status}`;
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

/** Every success of the player API is `{ data: ... }`, never 204 nor a bare body: clients read `data`. */
function answersData({ status, body }: Answer): boolean {
  if (status < 200 || status >= 300) return true;
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'data' in parsed;
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
