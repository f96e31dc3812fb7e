import { identityRoutes, retentionRoutes } from '@casino/contracts/links';
import { type AppLoadContext, data } from 'react-router';
import { type ApiClient, ApiError, createApiClient } from '../../../lib/api-client.ts';
import { playerApi, requestSessionToken } from '../../../lib/session/server.ts';
import { LEVELS_QUERY, type LoyaltyPageData } from './loyalty-api.ts';

const isStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof ApiError && statuses.includes(error.status);

/**
 * /loyalty: the ladder and the earn rules for everyone, and the signed-in visitor's account. The page
 * does not exist while the site's loyalty setting is off (spec section 2), nor when the API has no
 * club to show (404).
 */
export async function loadLoyaltyPage(request: Request, context: AppLoadContext): Promise<LoyaltyPageData> {
  const api = createApiClient(context.api);
  const { settings } = (await api.call(identityRoutes.init, {})).data;
  if (!settings.loyaltyEnabled) throw data(null, { status: 404 });
  try {
    const [levels, earnRules, account] = await Promise.all([
      api.call(retentionRoutes.levels, { query: LEVELS_QUERY }),
      api.call(retentionRoutes.earnRules, {}),
      requestSessionToken(request) ? loadAccount(playerApi(request, context)) : null,
    ]);
    return { levels: levels.data, earnRules: earnRules.data, account };
  } catch (error) {
    if (isStatus(error, 404)) throw data(null, { status: 404 });
    throw error;
  }
}

/** The player's account; a token the server refuses reads as a guest, an account it lacks as none. */
async function loadAccount(api: ApiClient) {
  try {
    return (await api.call(retentionRoutes.account, {})).data;
  } catch (error) {
    if (isStatus(error, 401, 403, 404)) return null;
    throw error;
  }
}
