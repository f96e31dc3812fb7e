import { ErrorCode, type Game } from '@casino/contracts';
import { ApiError } from '../../../lib/api-client.ts';

export type LaunchMode = 'real' | 'demo';

/** The game modals a launch may open; each takes the game's slug as its flag value. */
export const LAUNCH_MODALS = ['mobile-game', 'demo-game', 'geo-restricted-game'] as const;
export type LaunchModal = (typeof LAUNCH_MODALS)[number];

/**
 * What the game page does on arrival: launch in a mode, ask first with a modal, or wait for the
 * player's choice (the poster's buttons).
 */
export type LaunchPlan =
  | { kind: 'launch'; mode: LaunchMode }
  | { kind: 'ask'; modal: LaunchModal }
  | { kind: 'wait' };

/** The mode the URL asks for (`?mode=real` or `?mode=demo`), set by the game modals and the poster. */
export function requestedMode(search: URLSearchParams): LaunchMode | null {
  const mode = search.get('mode');
  return mode === 'real' || mode === 'demo' ? mode : null;
}

type PlanInput = {
  requested: LaunchMode | null;
  isLoggedIn: boolean;
  /** A phone-sized or touch screen: players choose before launching there. */
  isMobile: boolean;
  game: Pick<Game, 'isDemoMode' | 'isRestricted'>;
};

/**
 * The game page's rules: a guest plays demo (asked first with demo-game); a player launches for real
 * at once on a desktop and chooses in mobile-game on a phone; real money refused in the visitor's
 * country shows geo-restricted-game (the server refuses it anyway, 403 14308).
 */
export function planLaunch({ requested, isLoggedIn, isMobile, game }: PlanInput): LaunchPlan {
  if (requested === 'demo' && game.isDemoMode) return { kind: 'launch', mode: 'demo' };
  if (!isLoggedIn) return ask('demo-game');
  if (requested === 'real' || (requested === null && !isMobile))
    return game.isRestricted ? ask('geo-restricted-game') : { kind: 'launch', mode: 'real' };
  return requested === null ? ask('mobile-game') : { kind: 'wait' };
}

const ask = (modal: LaunchModal): LaunchPlan => ({ kind: 'ask', modal });

/** A launch the server refused because of the visitor's country. */
export function isGeoRestricted(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.gameGeoRestricted;
}

/** The game page's path with a launch mode, keeping the query's other parameters but the game modals. */
export function gamePathWithMode(gamePath: string, search: URLSearchParams, mode: LaunchMode): string {
  const params = new URLSearchParams(search);
  for (const flag of LAUNCH_MODALS) params.delete(flag);
  params.set('mode', mode);
  return `${gamePath}?${params.toString()}`;
}

/** Launch refusals of a limit the player set (client contract section 12): the limit modal and /profile/limits. */
const LIMIT_CODES = new Set<number>([
  ErrorCode.betLimitReached,
  ErrorCode.lossLimitReached,
  ErrorCode.playLimitReached,
]);

/** The code of a launch refused by a bet or loss limit, else null. */
export function limitRefusal(error: unknown): number | null {
  return error instanceof ApiError && LIMIT_CODES.has(error.code) ? error.code : null;
}

/** Real-money play closed during a self-exclusion or cooling-off (14103): home, with limit.limitedRealGame. */
export function isRealGameLimited(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.realGameLimited;
}
