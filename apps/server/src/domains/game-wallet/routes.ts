import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  gameWalletRoutes as declarations,
  ErrorCode,
  GAME_WALLET_SIGNATURE_HEADER,
  type GameWalletErrorResponse,
  gameWalletParamsSchema,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { loadServerSecret } from '../../db/server-secrets.ts';
import { AppError, parseInput } from '../../plugins/errors.ts';
import { gameHistoryRoutes } from './history-routes.ts';
import { gameLaunchRoutes } from './launch-routes.ts';
import { recordRealityCheck } from './reality-checks.ts';
import { rollbackGameBet } from './rollbacks.ts';
import { renderRoundPushes } from './rounds.ts';
import { balanceOf, creditGameWin, gameBalance, placeBet, requireGameSession } from './service.ts';
import type { GameProviderRow, GameSessionRow } from './tables.ts';
import { gameProviders } from './tables.ts';

/** Our own studio, the provider seeded at every start. */
export const STUDIO_PROVIDER_ID = 'studio';
/** The name of the generated studio secret in server_secrets when STUDIO_WALLET_SECRET is unset. */
export const STUDIO_WALLET_SECRET_NAME = 'studio-wallet';

/** `sha256=<hex HMAC-SHA256 of the raw body>`, the X-Signature header of a seamless-wallet call. */
export function signGameWalletCall(rawBody: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

function isValidSignature(rawBody: Buffer, header: unknown, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signGameWalletCall(rawBody, secret));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The studio's round recall page (apps/studio). */
export const STUDIO_ROUND_URL_TEMPLATE = '/studio/rounds/{roundId}';

/** Writes the studio's row (its secret from STUDIO_WALLET_SECRET, else generated once and kept). */
export async function seedStudioProvider(db: Db, configured: string | undefined) {
  const { secret } = await loadServerSecret(db, STUDIO_WALLET_SECRET_NAME, configured);
  const row = { secret, roundUrlTemplate: STUDIO_ROUND_URL_TEMPLATE };
  await db
    .insert(gameProviders)
    .values({ id: STUDIO_PROVIDER_ID, name: 'Studio', ...row })
    .onConflictDoUpdate({ target: gameProviders.id, set: row });
}

type Call = {
  /** Bets and balance need a live session; wins and rollbacks settle rounds of an ended one. */
  live: boolean;
  handle: (db: Db, session: GameSessionRow, input: never) => Promise<unknown>;
};

const CALLS: Record<keyof typeof declarations, Call> = {
  balance: { live: true, handle: gameBalance },
  bet: { live: true, handle: placeBet },
  win: { live: false, handle: creditGameWin },
  rollback: { live: false, handle: rollbackGameBet },
  // The panel may be acknowledged as the launch token runs out: the session's end does not void it.
  realityCheck: { live: false, handle: recordRealityCheck },
};

/** `{providerId}` → `:providerId` */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The player's side (launches, game history) and the provider's side (the seamless-wallet calls). */
export async function gameWalletRoutes(app: FastifyInstance) {
  await seedStudioProvider(app.db, app.env.STUDIO_WALLET_SECRET);
  renderRoundPushes(app.events);
  await app.register(gameLaunchRoutes);
  await app.register(gameHistoryRoutes);
  await app.register(seamlessWalletCalls);
}

/**
 * POST /api/game-wallet/{providerId}/balance | bet | win | rollback | reality-check, declared in the contracts'
 * gameWalletRoutes (docs/api/seamless-wallet.openapi.json is generated from them). Registered here, not
 * with route(): an own encapsulated context keeps JSON bodies raw, since the signature is over the exact
 * bytes, and the bodies are parsed with the declarations' schemas only once it holds. A bad or missing
 * signature is 401 before anything is read; errors after the session is known carry the player's real
 * balance. In tests an answer is checked against the declaration's response schema.
 */
async function seamlessWalletCalls(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  const checkResponse = app.env.NODE_ENV === 'test';
  for (const [name, call] of Object.entries(CALLS)) {
    const declaration = declarations[name as keyof typeof declarations];
    app.declaredRoutes.push(declaration);
    app.post(fastifyPath(declaration.path), { bodyLimit: 16 * 1024 }, async (request, reply) => {
      const rawBody = request.body;
      if (!Buffer.isBuffer(rawBody)) throw new AppError(ErrorCode.badRequest, 'Expected a JSON body.');
      const { providerId } = parseInput(gameWalletParamsSchema, request.params);
      const provider = await providerOf(app.db, providerId);
      if (
        !provider?.isEnabled ||
        !isValidSignature(rawBody, request.headers[GAME_WALLET_SIGNATURE_HEADER], provider.secret)
      )
        throw AppError.unauthorized('The signature is not valid.');
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError(ErrorCode.badRequest, 'The body is not JSON.');
      }
      const input = parseInput(declaration.body as z.ZodType<{ sessionToken: string }>, parsed);
      const session = await requireGameSession(app.db, provider.id, input.sessionToken, {
        live: call.live,
      });
      try {
        const answer = { data: await call.handle(app.db, session, input as never) };
        app.events.wake();
        if (checkResponse) declaration.response.parse(answer);
        return answer;
      } catch (error) {
        // A refused bet may have told the player why (bet-refusals.ts).
        app.events.wake();
        if (error instanceof AppError) return sendWithBalance(app.db, reply, session, error);
        throw error;
      }
    });
  }
}

/**
 * A provider's row, read at most once a second per provider: every seamless-wallet call needs its
 * secret, and a provider disabled or given a new secret in the database is obeyed within that second.
 */
const PROVIDER_ROW_TTL_MS = 1000;
const providerRows = new WeakMap<Db, Map<string, { row: GameProviderRow; readAt: number }>>();

async function providerOf(db: Db, providerId: string): Promise<GameProviderRow | undefined> {
  let rows = providerRows.get(db);
  if (!rows) {
    rows = new Map();
    providerRows.set(db, rows);
  }
  const known = rows.get(providerId);
  if (known && Date.now() - known.readAt < PROVIDER_ROW_TTL_MS) return known.row;
  const [row] = await db.select().from(gameProviders).where(eq(gameProviders.id, providerId));
  if (row) rows.set(providerId, { row, readAt: Date.now() });
  return row;
}

/** An error of a known player: the code, and the real balance after nothing moved. */
async function sendWithBalance(db: Db, reply: FastifyReply, session: GameSessionRow, error: AppError) {
  const body: GameWalletErrorResponse = {
    error: { code: error.code, message: error.message, ...(await balanceOf(db, session)) },
  };
  return reply.status(error.status).send(body);
}
