import { ErrorCode } from '@casino/contracts';
import type { Fetcher } from '../api-client.ts';
import type { SessionClient } from './session-client.ts';

/**
 * 403 answers that refuse one action but leave the player signed in (a deposit limit, a restricted
 * game...). Every other 403, and every 401, ends the session (spec sections 7 and 8).
 */
const ACTION_REFUSALS = new Set<number>([
  ErrorCode.profileLimited,
  ErrorCode.coolingOffActive,
  ErrorCode.depositLimitReached,
  ErrorCode.betLimitReached,
  ErrorCode.lossLimitReached,
  ErrorCode.realGameLimited,
  ErrorCode.playLimitReached,
  ErrorCode.gameBetsRestricted,
  ErrorCode.gameGeoRestricted,
  ErrorCode.countryRestricted,
  ErrorCode.emailNotVerified,
]);

async function errorCode(response: Response): Promise<number | null> {
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'number' ? body.error.code : null;
  } catch {
    return null;
  }
}

/** True when this answer means the session is over. */
export async function endsSession(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 403) return false;
  const code = await errorCode(response);
  return code === null || !ACTION_REFUSALS.has(code);
}

/**
 * Adds `Authorization: Bearer` (refreshing a token about to expire first) and ends the session on a
 * 401 or 403 to the current token, unless the call handles those itself.
 */
export function sessionFetcher(base: Fetcher, session: SessionClient): Fetcher {
  return async (path, init = {}) => {
    const { bearer, ownsAuthErrors, ...rest } = init;
    const token = bearer === undefined ? await session.freshToken() : bearer;
    const headers = token ? { ...rest.headers, authorization: `Bearer ${token}` } : rest.headers;
    const response = await base(path, { ...rest, headers });
    if (!ownsAuthErrors && (await endsSession(response))) session.refused(token);
    return response;
  };
}
