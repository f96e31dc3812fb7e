import { liveChatRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { hasLiveChatCredentials } from '../../plugins/env.ts';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { type LiveChatAccounts, liveChatAccountsApi } from './accounts-api.ts';
import { liveChatTokens } from './customer-tokens.ts';

/**
 * The LiveChat widget's custom identity provider (client contract section 3), for signed-in players:
 * getToken, getFreshToken, hasToken and invalidate, answered from LiveChat's accounts API through the
 * server's credentials (LIVECHAT_*). Off, every route answers 404 liveChatUnavailable (decision 0052).
 */
export async function liveChatRoutes(app: FastifyInstance) {
  const tokens = liveChatTokens({ db: app.db, accountsFor: accountsFromEnv(app) });
  const siteOrigin = new URL(app.env.PUBLIC_URL).origin;

  route(app, calls.token, async (_input, request) => ({
    data: await tokens.token(sessionOf(request).playerId),
  }));

  route(app, calls.freshToken, async ({ query }, request) => {
    if (query.returnUrl !== undefined && originOf(query.returnUrl) !== siteOrigin)
      throw AppError.validation([{ field: 'returnUrl', rule: 'in' }]);
    return { data: await tokens.freshToken(sessionOf(request).playerId) };
  });

  route(app, calls.hasToken, async (_input, request) => ({
    data: { hasToken: await tokens.hasToken(sessionOf(request).playerId) },
  }));

  route(app, calls.forgetToken, async (_input, request) => {
    await tokens.forgetToken(sessionOf(request).playerId);
    return { data: {} };
  });
}

/** One accounts client per license the operator sets (each keeps its agent token); null without credentials. */
function accountsFromEnv(app: FastifyInstance): ((license: string) => LiveChatAccounts) | null {
  const { env } = app;
  if (!hasLiveChatCredentials(env)) return null;
  const byLicense = new Map<string, LiveChatAccounts>();
  return (license) => {
    let accounts = byLicense.get(license);
    if (!accounts) {
      accounts = liveChatAccountsApi({
        baseUrl: env.LIVECHAT_ACCOUNTS_URL,
        clientId: env.LIVECHAT_CLIENT_ID!,
        clientSecret: env.LIVECHAT_CLIENT_SECRET!,
        refreshToken: env.LIVECHAT_REFRESH_TOKEN!,
        license,
        onProblem: (detail) => app.log.warn({ license }, detail),
      });
      byLicense.set(license, accounts);
    }
    return accounts;
  };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
