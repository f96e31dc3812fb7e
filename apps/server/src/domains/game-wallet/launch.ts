import { ErrorCode, type PlayGameResponse } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordPlay, requireGame } from '../games/service.ts';
import { listAccounts } from '../wallet/accounts.ts';
import { checkLaunchRules } from './launch-rules.ts';
import { issueDemoToken, openGameSession } from './sessions.ts';

export type Launch = {
  identity: string;
  demo: boolean;
  /** The player's account to play on; the active one when absent. */
  accountId?: string | undefined;
  playerId: string | null;
  country: string | null;
  /** The studio's public address (STUDIO_PUBLIC_URL): launch URLs are absolute, as a provider's are. */
  studioUrl: string;
};

/** Where a game of our studio is framed: an absolute URL on the studio's public origin. */
const gameUrl = (studioUrl: string, slug: string, params: Record<string, string>) =>
  new URL(`/studio/${encodeURIComponent(slug)}?${new URLSearchParams(params).toString()}`, studioUrl).href;

/**
 * POST /api/game/games/{id}/play. Demo: anyone, when the game has one; a signed demo token, no money.
 * Real money: a player, outside the game's restricted countries (403 14308), through a game session on
 * the player's account `accountId` (default: the active account). A signed-in launch counts as played.
 */
export async function launchGame(db: Db, launch: Launch): Promise<PlayGameResponse> {
  const { game, walletProviderId } = await requireGame(db, launch.identity);
  if (!walletProviderId) throw new AppError(ErrorCode.gameNotFound, 'This game cannot be launched here.');

  if (launch.demo) {
    if (!game.hasDemo)
      throw AppError.validation([{ field: 'demoMode', rule: 'invalid', params: { reason: 'noDemo' } }]);
    const token = await issueDemoToken(db, { providerId: walletProviderId, gameId: game.slug });
    if (launch.playerId) await recordPlay(db, launch.playerId, game.id);
    return {
      gameUrl: gameUrl(launch.studioUrl, game.slug, { mode: 'demo', token }),
      token,
      demoMode: true,
      currency: null,
    };
  }

  if (!launch.playerId) throw AppError.unauthorized('Sign in to play for real money.');
  if (launch.country && game.restrictedCountries.includes(launch.country))
    throw new AppError(ErrorCode.gameGeoRestricted, 'This game is not available in your country.');
  const currency = await accountCurrency(db, launch.playerId, launch.accountId);
  await checkLaunchRules(db, { playerId: launch.playerId, currency });
  const session = await openGameSession(db, {
    playerId: launch.playerId,
    currency,
    providerId: walletProviderId,
    gameId: game.slug,
  });
  await recordPlay(db, launch.playerId, game.id);
  return {
    gameUrl: gameUrl(launch.studioUrl, game.slug, { session: session.token, currency }),
    token: session.token,
    demoMode: false,
    currency,
  };
}

/**
 * The currency of the player's account `accountId`, or of the active one (a new player gets the first
 * one on the way); 404 12002 when the player has no such account.
 */
async function accountCurrency(db: Db, playerId: string, accountId: string | undefined): Promise<string> {
  const accounts = await listAccounts(db, playerId);
  const account = accountId
    ? accounts.find((item) => item.id === accountId)
    : (accounts.find((item) => item.isActive) ?? accounts[0]);
  if (!account) throw new AppError(ErrorCode.accountNotFound, 'No such wallet account.');
  return account.currency;
}
