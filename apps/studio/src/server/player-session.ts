import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type GameDesign, gameDesignOf } from '../rounds/game-design.ts';
import type { StudioDb } from '../storage/db.ts';
import { type StudioMode, type StudioSessionRow, studioSessions } from '../storage/tables.ts';
import { hashToken } from '../storage/token-hash.ts';
import type { TokenSeal } from '../storage/token-seal.ts';
import { StudioError } from './errors.ts';

/** Who plays: a studio session opened by POST /studio/api/session, as every other call sees it. */
export type PlayerSession = {
  id: string;
  mode: StudioMode;
  /** The opaque player reference: the platform's `player` (real) or one of the demo token (demo). */
  player: string;
  currency: string;
  /** The slug of the game the session was launched for. */
  game: string;
  /** Real money: the platform's launch token, which every wallet call carries; null in demo. */
  walletToken: string | null;
  /** When the studio's session was opened: the start of the game session's figures. */
  startedAt: Date;
  expiresAt: Date;
  /**
   * Reality check (RTS 13, real money): the interval in seconds and when the current one began; null
   * when the player chose none.
   */
  realityCheck: { seconds: number; from: Date } | null;
  /** The game design rules (RTS 14) of the jurisdiction the launch named. */
  design: GameDesign;
};

/** The session of a request's `Authorization: Bearer <token>`; 401 when missing, unknown or expired. */
export type ResolvePlayer = (request: FastifyRequest) => Promise<PlayerSession>;

export type PlayerSessions = {
  resolvePlayer: ResolvePlayer;
  /** A stored session by id, expired or not: for rounds settled without a request (crash, recovery). */
  byId(id: string): Promise<PlayerSession | null>;
};

export function playerSessions(db: StudioDb, seal: TokenSeal): PlayerSessions {
  const toSession = (row: StudioSessionRow): PlayerSession => ({
    id: row.id,
    mode: row.mode,
    player: row.playerRef,
    currency: row.currency,
    game: row.gameSlug,
    walletToken: row.sealedToken ? seal.open(row.sealedToken) : null,
    startedAt: row.createdAt,
    expiresAt: row.expiresAt,
    realityCheck:
      row.mode === 'real' && row.realityCheckSeconds
        ? { seconds: row.realityCheckSeconds, from: row.realityCheckFrom ?? row.createdAt }
        : null,
    design: gameDesignOf(row.jurisdiction),
  });
  return {
    async resolvePlayer(request) {
      const token = bearerToken(request);
      if (!token) throw StudioError.unauthorized('Send the launch token as Authorization: Bearer <token>.');
      const [row] = await db
        .select()
        .from(studioSessions)
        .where(eq(studioSessions.tokenHash, hashToken(token)));
      if (!row || row.expiresAt.getTime() <= Date.now()) throw StudioError.unauthorized();
      // The bearer token is the platform's token itself: no need to open the sealed copy.
      return { ...toSession({ ...row, sealedToken: null }), walletToken: row.mode === 'real' ? token : null };
    },
    async byId(id) {
      const [row] = await db.select().from(studioSessions).where(eq(studioSessions.id, id));
      return row ? toSession(row) : null;
    },
  };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
