import { randomBytes } from 'node:crypto';
import type { LoginResult, SocialState } from '@casino/contracts';
import { ErrorCode } from '@casino/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as client from 'openid-client';
import { AppError } from '../../../plugins/errors.ts';
import { suggestCurrency } from '../../settings/currency-suggestion.ts';
import { listEnabledCurrencies } from '../../settings/service.ts';
import type { IdentityContext } from '../context.ts';
import { createPlayer, findPlayerByEmail, findPlayerById, type Player } from '../players.ts';
import type { Visitor } from '../registration.ts';
import { assertNotBlocked } from '../sessions.ts';
import { oauthStates, socialIdentities } from '../tables.ts';
import { type TelegramLoginData, verifyTelegramLogin } from '../telegram-login.ts';
import { openSessionOrChallenge } from '../two-factor/challenge.ts';
import { authorizationUrl, exchangeCode, type ProviderIdentity } from './oidc.ts';
import { AUTH0, callbackUrl, providerForConnection, type SocialConfig, TELEGRAM } from './providers.ts';

const STATE_TTL_MS = 10 * 60_000;

export type SocialContext = IdentityContext & { social: SocialConfig };

/** Where the provider's page is: records the state (with its PKCE verifier) and builds the authorization URL. */
export async function startSocialSignIn(
  ctx: SocialContext,
  route: string,
  state: Required<SocialState>,
): Promise<string> {
  const provider = providerForConnection(ctx.social, state.connection);
  const viaAuth0 = route === AUTH0;
  if (!provider || (provider.id === AUTH0) !== viaAuth0 || (!viaAuth0 && provider.id !== route)) {
    throw AppError.notFound(`No social sign-in for ${route}/${state.connection}.`);
  }
  const id = randomBytes(24).toString('base64url');
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  await ctx.db.insert(oauthStates).values({
    id,
    provider: provider.id,
    connection: state.connection,
    backRoute: state.backRoute,
    codeVerifier,
    nonce,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  const url = await authorizationUrl(provider, {
    redirectUri: callbackUrl(ctx.social, state.connection),
    state: id,
    nonce,
    codeVerifier,
    connection: viaAuth0 ? state.connection : undefined,
  });
  return url.href;
}

type SocialResult = LoginResult & { backRoute: string };

/** Finishes an OpenID Connect sign-in from the callback's parameters: one use per state, code exchanged once. */
export async function finishOidcSignIn(
  ctx: SocialContext,
  connection: string,
  callbackParams: Record<string, string>,
  visitor: Visitor,
): Promise<SocialResult> {
  const stateId = callbackParams.state ?? '';
  const [state] = await ctx.db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(eq(oauthStates.id, stateId), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, new Date())),
    )
    .returning();
  if (!state || state.connection !== connection)
    throw socialFailed('This sign-in attempt has expired. Please try again.');
  const provider = providerForConnection(ctx.social, connection);
  if (!provider || provider.id !== state.provider)
    throw socialFailed('This sign-in method is not available.');

  const callback = new URL(callbackUrl(ctx.social, connection));
  for (const [key, value] of Object.entries(callbackParams)) callback.searchParams.set(key, value);
  let identity: ProviderIdentity;
  try {
    identity = await exchangeCode(provider, callback, { ...state, state: state.id });
  } catch (error) {
    ctx.log.warn({ err: error, provider: provider.id }, 'social sign-in refused by the provider check');
    throw socialFailed('The sign-in provider did not confirm who you are. Please try again.');
  }
  const player = await playerForIdentity(ctx, provider.id, identity, visitor);
  return { ...(await signInSocialPlayer(ctx, player, visitor, state.backRoute)), backRoute: state.backRoute };
}

/** Signs in with the Telegram login widget's data, checked against the bot token. */
export async function telegramSignIn(
  ctx: SocialContext,
  data: TelegramLoginData,
  visitor: Visitor,
): Promise<SocialResult> {
  const user = ctx.social.telegram ? verifyTelegramLogin(data, ctx.social.telegram.token) : null;
  if (!user) throw socialFailed('The Telegram sign-in could not be confirmed. Please try again.');
  const identity = {
    subject: user.id,
    email: null,
    emailVerified: false,
    givenName: user.firstName,
    familyName: user.lastName,
  };
  const player = await playerForIdentity(ctx, TELEGRAM, identity, visitor, user.username ?? undefined);
  return { ...(await signInSocialPlayer(ctx, player, visitor)), backRoute: '/' };
}

/**
 * The player behind a provider account: the one linked before; else the player with the same e-mail when
 * the provider verified it; else a new player (e-mail confirmed when verified, no password).
 */
async function playerForIdentity(
  ctx: SocialContext,
  provider: string,
  identity: ProviderIdentity,
  visitor: Visitor,
  nicknameHint?: string,
): Promise<Player & { isNew: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const [linked] = await tx
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, identity.subject)));
    const known = linked ? await findPlayerById(tx, linked.playerId) : null;
    if (known) return { ...known, isNew: false };

    const sameEmail =
      identity.email && identity.emailVerified ? await findPlayerByEmail(tx, identity.email) : null;
    const player =
      sameEmail ??
      (await createPlayer(
        tx,
        {
          email: identity.email && identity.emailVerified ? identity.email : null,
          emailConfirmedAt: identity.email && identity.emailVerified ? new Date() : null,
          firstName: identity.givenName,
          lastName: identity.familyName,
          nicknameHint: nicknameHint ?? identity.email?.split('@')[0] ?? identity.givenName ?? 'player',
          country: visitor.country,
          currency: suggestCurrency(visitor.country, await listEnabledCurrencies(tx)),
          locale: visitor.locale,
          affiliateTag: visitor.affiliateTag,
          registrationIp: visitor.ip,
        },
        { referralCode: visitor.referralCode, deviceHash: visitor.deviceHash, ip: visitor.ip },
      ));
    await tx
      .insert(socialIdentities)
      .values({ provider, subject: identity.subject, playerId: player.id, email: identity.email });
    return { ...player, isNew: !sameEmail };
  });
}

async function signInSocialPlayer(
  ctx: SocialContext,
  player: Player & { isNew: boolean },
  visitor: Visitor,
  backRoute?: string,
) {
  assertNotBlocked(player.status);
  return openSessionOrChallenge(
    ctx,
    {
      playerId: player.id,
      method: 'social',
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      deviceHash: visitor.deviceHash,
      fingerprinted: visitor.fingerprinted,
      country: visitor.country,
      isNewlyRegistered: player.isNew,
    },
    { backRoute },
  );
}

function socialFailed(message: string) {
  return new AppError(ErrorCode.socialSignInFailed, message);
}
