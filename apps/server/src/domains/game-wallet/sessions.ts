import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode, type Jurisdiction } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { playerProtection } from '../settings/operator-settings.ts';
import { findAccount } from '../wallet/accounts.ts';
import { type GameSessionRow, gameProviders, gameSessions } from './tables.ts';

/** How long a launched game may take bets; wins and rollbacks of its rounds are accepted later too. */
export const GAME_SESSION_TTL_SECONDS = 24 * 60 * 60;

export type OpenGameSession = {
  playerId: string;
  currency: string;
  providerId: string;
  gameId: string;
  ttlSeconds?: number;
};

export type OpenedGameSession = { sessionId: string; token: string; expiresAt: Date };

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A game session for a launch: the token handed to the provider, bound to the player's wallet account
 * in the currency (12002 when there is none) and to one enabled provider (15001 otherwise).
 */
export async function openGameSession(db: Db, input: OpenGameSession): Promise<OpenedGameSession> {
  const [provider] = await db.select().from(gameProviders).where(eq(gameProviders.id, input.providerId));
  if (!provider?.isEnabled) throw new AppError(ErrorCode.gameNotFound, 'Unknown game provider.');
  const account = await findAccount(db, input.playerId, input.currency);
  if (!account) throw new AppError(ErrorCode.accountNotFound, `No ${input.currency} account.`);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (input.ttlSeconds ?? GAME_SESSION_TTL_SECONDS) * 1000);
  const [row] = await db
    .insert(gameSessions)
    .values({
      tokenHash: hashSessionToken(token),
      playerId: input.playerId,
      walletAccountId: account.id,
      currency: account.currency,
      providerId: provider.id,
      gameId: input.gameId,
      expiresAt,
    })
    .returning({ id: gameSessions.id });
  return { sessionId: row!.id, token, expiresAt };
}

/**
 * Game sessions are never changed once written (an ended one is told by its expiresAt), so each is read
 * once: the seamless wallet looks one up on every call. Keyed by the token's hash, random per session,
 * so sessions of different databases (tests) never mix.
 */
const knownSessions = new Map<string, GameSessionRow>();
const MAX_KNOWN_SESSIONS = 100_000;

/** The session of a token for a provider, or null (unknown, or another provider's). */
export async function findGameSession(
  db: Db,
  providerId: string,
  token: string,
): Promise<GameSessionRow | null> {
  const tokenHash = hashSessionToken(token);
  let row = knownSessions.get(tokenHash);
  if (!row) {
    [row] = await db.select().from(gameSessions).where(eq(gameSessions.tokenHash, tokenHash));
    if (!row) return null;
    if (knownSessions.size >= MAX_KNOWN_SESSIONS) knownSessions.clear();
    knownSessions.set(tokenHash, row);
  }
  return row.providerId === providerId ? row : null;
}

/** How long a demo launch's token is accepted by the provider. */
export const DEMO_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export type DemoClaims = {
  provider: string;
  game: string;
  exp: number;
  nonce: string;
  /** Whose game design rules (RTS 14) the demo follows, like real play. */
  jurisdiction: Jurisdiction;
};

/**
 * A demo launch's token: `<base64url JSON {provider, game, exp (unix seconds), nonce, jurisdiction}>.<base64url
 * HMAC-SHA256 of the first part with the provider's secret>`. Demo play moves no money, so the token is
 * not stored: the provider checks it with the secret it shares with the platform. 404 15001 when the
 * provider is unknown or disabled.
 */
export async function issueDemoToken(
  db: Db,
  input: { providerId: string; gameId: string; ttlSeconds?: number },
): Promise<string> {
  const [provider] = await db.select().from(gameProviders).where(eq(gameProviders.id, input.providerId));
  if (!provider?.isEnabled) throw new AppError(ErrorCode.gameNotFound, 'Unknown game provider.');
  const claims: DemoClaims = {
    provider: provider.id,
    game: input.gameId,
    exp: Math.floor(Date.now() / 1000) + (input.ttlSeconds ?? DEMO_TOKEN_TTL_SECONDS),
    nonce: randomBytes(12).toString('base64url'),
    jurisdiction: (await playerProtection(db)).jurisdiction,
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${demoSignature(body, provider.secret)}`;
}

/** The claims of a demo token signed with `secret` and not expired, else null (the provider's check). */
export function verifyDemoToken(token: string, secret: string, now = Date.now()): DemoClaims | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(demoSignature(body, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DemoClaims;
    return typeof claims.exp === 'number' && claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}

const demoSignature = (body: string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');
