import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode, type VerificationProviderName } from '@casino/contracts';
import { AppError } from '../../plugins/errors.ts';

/**
 * The identity verification provider port: an access token for a player (what the client's SDK, or our
 * hosted page, starts with) and the secret its webhooks are signed with. The level itself changes only
 * through those signed webhooks (webhook-routes.ts), for both providers.
 */
export interface VerificationProvider {
  name: VerificationProviderName;
  webhookSecret: string;
  accessToken(player: { id: string; email: string | null; phone: string | null }): Promise<{
    token: string;
    /** Where the player completes the check (the built-in hosted page); null for Sumsub's WebSDK. */
    url: string | null;
  }>;
}

/** How long an access token of the built-in provider opens its page. */
export const BUILTIN_TOKEN_SECONDS = 60 * 60;
export const BUILTIN_PAGE_PATH = '/api/verification/builtin/check';

const sign = (secret: string, text: string) =>
  createHmac('sha256', secret).update(`builtin-kyc:${text}`).digest('base64url');

/** The built-in provider: its token names the player and its expiry, signed with its secret. */
export function builtinProvider(secret: string): VerificationProvider & {
  playerOfToken(token: unknown, now?: number): string | null;
} {
  return {
    name: 'builtin',
    webhookSecret: secret,
    async accessToken(player) {
      const expires = Math.floor(Date.now() / 1000) + BUILTIN_TOKEN_SECONDS;
      const body = `${player.id}.${expires}`;
      const token = `${body}.${sign(secret, body)}`;
      return { token, url: `${BUILTIN_PAGE_PATH}?token=${encodeURIComponent(token)}` };
    },
    playerOfToken(token, now = Date.now()) {
      if (typeof token !== 'string' || token.length > 200) return null;
      const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const [, playerId, expires, signature] = match as unknown as [string, string, string, string];
      if (Number(expires) * 1000 <= now) return null;
      const expected = Buffer.from(sign(secret, `${playerId}.${expires}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? playerId : null;
    },
  };
}

export type SumsubConfig = {
  appToken: string;
  secretKey: string;
  webhookSecret: string;
  levelName: string;
  baseUrl: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
};

/** How long a Sumsub SDK token lives (the WebSDK asks again through its refresh callback). */
const SUMSUB_TOKEN_SECONDS = 30 * 60;

/**
 * Sumsub's signed API request headers: X-App-Token, X-App-Access-Ts (Unix seconds) and X-App-Access-Sig,
 * the hex HMAC-SHA256 of ts + METHOD + path with query + body, keyed with the secret key.
 */
export function sumsubRequestHeaders(
  config: SumsubConfig,
  method: string,
  pathWithQuery: string,
  body: string,
  now = Date.now(),
) {
  const ts = String(Math.floor(now / 1000));
  const signature = createHmac('sha256', config.secretKey)
    .update(ts + method.toUpperCase() + pathWithQuery + body)
    .digest('hex');
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-app-token': config.appToken,
    'x-app-access-ts': ts,
    'x-app-access-sig': signature,
  };
}

/** The Sumsub adapter: an SDK access token for the player (userId = our player id) at the configured level. */
export function sumsubProvider(config: SumsubConfig): VerificationProvider {
  const send = config.fetch ?? fetch;
  return {
    name: 'sumsub',
    webhookSecret: config.webhookSecret,
    async accessToken(player) {
      const path = '/resources/accessTokens/sdk';
      const identifiers = {
        ...(player.email ? { email: player.email } : {}),
        ...(player.phone ? { phone: player.phone } : {}),
      };
      const body = JSON.stringify({
        userId: player.id,
        levelName: config.levelName,
        ttlInSecs: SUMSUB_TOKEN_SECONDS,
        ...(Object.keys(identifiers).length > 0 ? { applicantIdentifiers: identifiers } : {}),
      });
      let response: Response;
      try {
        response = await send(new URL(path, config.baseUrl), {
          method: 'POST',
          headers: sumsubRequestHeaders(config, 'POST', path, body),
          body,
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new AppError(ErrorCode.badGateway, 'The verification provider does not answer.');
      }
      const answer = (await response.json().catch(() => null)) as { token?: unknown } | null;
      if (!response.ok || typeof answer?.token !== 'string')
        throw new AppError(ErrorCode.badGateway, 'The verification provider refused the token request.');
      return { token: answer.token, url: null };
    },
  };
}
