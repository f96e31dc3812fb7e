import { createHmac } from 'node:crypto';
import {
  ErrorCode,
  type GameWalletBalance,
  type GameWalletBalanceAnswer,
  type GameWalletBalanceRequest,
  type GameWalletBetRequest,
  type GameWalletTransactionResult,
  type GameWalletWinRequest,
} from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadServerSecret } from '../../db/server-secrets.ts';
import { AppError } from '../../plugins/errors.ts';
import { playerProtection } from '../settings/operator-settings.ts';
import { currencyUnit } from '../settings/service.ts';
import { runMoneyOperation } from '../wallet/group-commit.ts';
import { decimalToMinor, minorToDecimalString } from '../wallet/money.ts';
import { accountParts } from '../wallet/views.ts';
import { publishBetRefusal } from './bet-refusals.ts';
import { checkBetRules, hasBetRules } from './bet-rules.ts';
import { freespinsAnswer, isFreespinId } from './freespins.ts';
import { applyGameMove, freespinsRefusal, inContractOrder, moveRefusal } from './moves.ts';
import { realityCheckSecondsOf } from './reality-check-source.ts';
import { findGameSession } from './sessions.ts';
import {
  type GameSessionRow,
  type GameWalletKind,
  type GameWalletTransactionRow,
  gameWalletTransactions,
} from './tables.ts';

/**
 * The platform side of the seamless-wallet API. Every bet, win and rollback is a money operation of
 * the session's wallet account (group-committed, wallet/group-commit.ts) that first claims (provider,
 * transaction id) under a unique index, so a replay waits for the first call and then answers what it
 * answered; the money moves through the ledger, keyed game:{provider}:{transactionId}; the turnover
 * bookkeeping and the round follow, and the account change is published once, last. Bets and wins do
 * all of that in one database call (moves.ts); rollbacks step by step here. A refused call (not enough
 * money, a bet rule, a bad reference) writes nothing, and a retry is judged again.
 */

/** The ledger idempotency key of a provider's transaction. */
export const gameIdempotencyKey = (providerId: string, transactionId: string) =>
  `game:${providerId}:${transactionId}`;

/**
 * The session behind a token: 15012 when unknown, of another provider, or, for a bet or a balance,
 * expired (wins and rollbacks of its rounds still settle after it ends).
 */
export async function requireGameSession(
  db: Db,
  providerId: string,
  token: string,
  options: { live: boolean },
): Promise<GameSessionRow> {
  const session = await findGameSession(db, providerId, token);
  if (!session || (options.live && session.expiresAt.getTime() <= Date.now()))
    throw new AppError(ErrorCode.gameSessionInvalid, 'The game session is unknown or has expired.');
  return session;
}

/** The player's real balance (cash + bonus) of the session's account, as decimal text. */
export async function balanceOf(db: Db, session: GameSessionRow): Promise<GameWalletBalance> {
  const parts = await accountParts(db, session.walletAccountId);
  return balanceIn(db, session, parts.cash + parts.bonus);
}

async function balanceIn(db: Db, session: GameSessionRow, playable: bigint): Promise<GameWalletBalance> {
  const unit = await currencyUnit(db, session.currency);
  if (!unit) throw new Error(`Unknown currency ${session.currency}`);
  return { balance: minorToDecimalString(playable, unit), currency: session.currency };
}

/**
 * The balance call: the balance, the player's opaque reference for this provider, the game, and the
 * free spins the player may play in it.
 */
export async function gameBalance(
  db: Db,
  session: GameSessionRow,
  input: GameWalletBalanceRequest,
): Promise<GameWalletBalanceAnswer> {
  requireCurrency(session, input.currency);
  return {
    ...(await balanceOf(db, session)),
    player: await playerReference(db, session),
    game: session.gameId,
    realityCheckSeconds: await realityCheckSecondsOf(db, session.playerId),
    jurisdiction: (await playerProtection(db)).jurisdiction,
    freespins: await freespinsAnswer(db, session),
  };
}

const PLAYER_REFERENCE_SECRET_NAME = 'game-player-reference';

/** The secret never changes once written, so each database's is read once, not at every balance call. */
const playerReferenceSecrets = new WeakMap<Db, Promise<string>>();

function playerReferenceSecret(db: Db): Promise<string> {
  let secret = playerReferenceSecrets.get(db);
  if (!secret) {
    secret = loadServerSecret(db, PLAYER_REFERENCE_SECRET_NAME, undefined).then((loaded) => loaded.secret);
    secret.catch(() => playerReferenceSecrets.delete(db));
    playerReferenceSecrets.set(db, secret);
  }
  return secret;
}

/**
 * HMAC of (provider, player) with a secret of the platform's own: stable across launches, different per
 * provider, and it tells a provider nothing about the player's id.
 */
async function playerReference(db: Db, session: GameSessionRow): Promise<string> {
  const secret = await playerReferenceSecret(db);
  return createHmac('sha256', secret)
    .update(`${session.providerId}:${session.playerId}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * A bet: the bet rules, then cash → house (15011 when the cash is not there), then the round. A rule's
 * refusal is told to the player after the rollback (publishBetRefusal). With `freespinId`, one free
 * spin instead of money (14006 when they cannot play it).
 */
export async function placeBet(
  db: Db,
  session: GameSessionRow,
  input: GameWalletBetRequest,
): Promise<GameWalletTransactionResult> {
  requireCurrency(session, input.currency);
  const amount = await toMinor(db, session.currency, input.amount);
  if (amount <= 0n) throw amountIssue('minValue');
  const { freespinId } = input;
  if (freespinId !== undefined && !isFreespinId(freespinId)) throw freespinsRefusal('notFound');
  const claim: MoveClaim = { ...input, kind: 'bet', amount };
  return runMoneyOperation(
    db,
    session.walletAccountId,
    async (tx) => {
      if (hasBetRules()) {
        // A replay answers what the first call answered, whatever the rules say now.
        const first = await firstClaim(tx, session, claim);
        if (first) return first;
        await checkBetRules(tx, {
          playerId: session.playerId,
          walletAccountId: session.walletAccountId,
          providerId: session.providerId,
          gameId: session.gameId,
          amount,
          currency: session.currency,
          freespin: freespinId !== undefined,
        });
      }
      return moveOrReplay(tx, session, claim);
    },
    { atomic: true },
  ).catch(async (error: unknown) => {
    await publishBetRefusal(db, session, error);
    throw error;
  });
}

/**
 * A win: house → cash. It must name a round of this session with an accepted bet (15015), like an
 * aggregator that settles rounds, not free credits. 0 closes a lost round and moves nothing.
 */
export async function creditGameWin(
  db: Db,
  session: GameSessionRow,
  input: GameWalletWinRequest,
): Promise<GameWalletTransactionResult> {
  requireCurrency(session, input.currency);
  const amount = await toMinor(db, session.currency, input.amount);
  const claim: MoveClaim = { ...input, kind: 'win', amount };
  return runMoneyOperation(db, session.walletAccountId, (tx) => moveOrReplay(tx, session, claim), {
    atomic: true,
  });
}

/**
 * A bet or a win in one database call (moves.ts); when its transaction id was claimed before, the
 * first answer (or the reason it cannot be one).
 */
async function moveOrReplay(
  tx: Db,
  session: GameSessionRow,
  claim: MoveClaim,
): Promise<GameWalletTransactionResult> {
  const unit = await currencyUnit(tx, session.currency);
  if (!unit) throw new Error(`Unknown currency ${session.currency}`);
  const outcome = await applyGameMove(
    tx,
    session,
    { ...claim, ledgerKey: gameIdempotencyKey(session.providerId, claim.transactionId) },
    unit,
  );
  if ('answer' in outcome) return outcome.answer;
  if ('refused' in outcome) throw moveRefusal(outcome, claim.roundId);
  const first = await firstClaim(tx, session, claim);
  if (!first) throw new Error(`Game transaction ${claim.transactionId} conflicted but cannot be read`);
  return first;
}

export type Claim = {
  transactionId: string;
  roundId: string;
  currency: string;
  kind: GameWalletKind;
  /** Undefined: a rollback that did not say (the bet's amount is recorded). */
  amount: bigint | undefined;
  referenceTransactionId?: string;
};

/** The claim of a bet or a win: its amount is always known; a bet may play a free spin. */
type MoveClaim = Claim & { kind: 'bet' | 'win'; amount: bigint; freespinId?: string | undefined };

/**
 * Claims (provider, transaction id) in the caller's transaction. Taken before: the stored answer when
 * the call is the same, 15013 for a bet rolled back before it arrived, 15010 for anything different.
 */
export async function claimTransaction(
  tx: Db,
  session: GameSessionRow,
  claim: Claim,
): Promise<{ row: GameWalletTransactionRow } | { replay: GameWalletTransactionResult }> {
  const [row] = await tx
    .insert(gameWalletTransactions)
    .values({
      providerId: session.providerId,
      transactionId: claim.transactionId,
      kind: claim.kind,
      sessionId: session.id,
      playerId: session.playerId,
      walletAccountId: session.walletAccountId,
      roundId: claim.roundId,
      amount: claim.amount ?? 0n,
      currency: session.currency,
      referenceTransactionId: claim.referenceTransactionId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { row };
  const replay = await firstClaim(tx, session, claim);
  if (!replay) throw new Error(`Game transaction ${claim.transactionId} conflicted but cannot be read`);
  return { replay };
}

/**
 * When (provider, transaction id) was claimed before: the stored answer when the call is the same,
 * 15013 for a bet rolled back before it arrived, 15010 for anything different. Null when it was not.
 */
async function firstClaim(
  tx: Db,
  session: GameSessionRow,
  claim: Claim,
): Promise<GameWalletTransactionResult | null> {
  const [first] = await tx
    .select()
    .from(gameWalletTransactions)
    .where(
      and(
        eq(gameWalletTransactions.providerId, session.providerId),
        eq(gameWalletTransactions.transactionId, claim.transactionId),
      ),
    );
  if (!first) return null;
  if (first.status === 'tombstone')
    throw new AppError(
      ErrorCode.gameTransactionRolledBack,
      `Transaction ${claim.transactionId} was rolled back before it arrived.`,
    );
  const same =
    first.kind === claim.kind &&
    first.playerId === session.playerId &&
    first.roundId === claim.roundId &&
    first.currency === claim.currency &&
    (claim.amount === undefined || first.amount === claim.amount) &&
    (first.referenceTransactionId ?? undefined) === claim.referenceTransactionId;
  if (!same) throw conflict(`Transaction ${claim.transactionId} was already processed with other details.`);
  // jsonb keeps keys in its own order: rebuild the answer so a replay is byte for byte the first one.
  return inContractOrder(first.answer as GameWalletTransactionResult);
}

/**
 * Stores the answer (with the balance after the call: `playable` when the posting read it, else read
 * now) and the posting on the claimed row.
 */
export async function settle(
  tx: Db,
  session: GameSessionRow,
  row: GameWalletTransactionRow,
  update: { ledgerTransactionId?: number; amount?: bigint },
  playable?: bigint,
): Promise<GameWalletTransactionResult> {
  const balance =
    playable === undefined ? await balanceOf(tx, session) : await balanceIn(tx, session, playable);
  const answer: GameWalletTransactionResult = {
    transactionId: row.transactionId,
    walletTransactionId: String(row.id),
    ...balance,
  };
  await tx
    .update(gameWalletTransactions)
    .set({ ...update, answer })
    .where(eq(gameWalletTransactions.id, row.id));
  return answer;
}

export function requireCurrency(session: GameSessionRow, currency: string) {
  if (currency !== session.currency)
    throw new AppError(
      ErrorCode.gameCurrencyMismatch,
      `The session plays in ${session.currency}, not ${currency}.`,
    );
}

export async function toMinor(db: Db, currency: string, amount: string): Promise<bigint> {
  const unit = await currencyUnit(db, currency);
  if (!unit) throw new Error(`Unknown currency ${currency}`);
  const minor = decimalToMinor(amount, unit);
  if (minor === null) throw amountIssue('decimals');
  return minor;
}

const amountIssue = (rule: string) => AppError.validation([{ field: 'amount', rule }]);

export const conflict = (message: string) => new AppError(ErrorCode.gameTransactionConflict, message);
