import { createHmac } from 'node:crypto';
import {
  ErrorCode,
  type GameWalletBalance,
  type GameWalletBalanceAnswer,
  type GameWalletBalanceRequest,
  type GameWalletBetRequest,
  type GameWalletRollbackRequest,
  type GameWalletTransactionResult,
  type GameWalletWinRequest,
} from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadServerSecret } from '../../db/server-secrets.ts';
import { AppError } from '../../plugins/errors.ts';
import { revokeWager } from '../risk/turnover.ts';
import { playerProtection } from '../settings/operator-settings.ts';
import { currencyUnit } from '../settings/service.ts';
import { publishAccountChanged } from '../wallet/account-events.ts';
import { runMoneyOperation } from '../wallet/group-commit.ts';
import { decimalToMinor, minorToDecimalString } from '../wallet/money.ts';
import { rollbackBet } from '../wallet/postings.ts';
import { accountParts } from '../wallet/views.ts';
import { publishBetRefusal } from './bet-refusals.ts';
import { bonusRolledBack, checkBetRules, hasBetRules } from './bet-rules.ts';
import { applyGameMove, inContractOrder, moveRefusal } from './moves.ts';
import { realityCheckSecondsOf } from './reality-check-source.ts';
import { findRound, recordRoundRollback } from './rounds.ts';
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

/** The balance call: the balance, the player's opaque reference for this provider and the game. */
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
 * refusal is told to the player after the rollback (publishBetRefusal).
 */
export async function placeBet(
  db: Db,
  session: GameSessionRow,
  input: GameWalletBetRequest,
): Promise<GameWalletTransactionResult> {
  requireCurrency(session, input.currency);
  const amount = await toMinor(db, session.currency, input.amount);
  if (amount <= 0n) throw amountIssue('minValue');
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

/**
 * A rollback of a bet: house → cash, exactly once however many rollbacks name it. A bet not seen yet
 * is recorded as a tombstone, so the late bet is refused (15013); the rollback itself succeeds. Only
 * bets can be rolled back (15014); the bet must be this player's, in this round, of this amount (15010).
 */
export async function rollbackGameBet(
  db: Db,
  session: GameSessionRow,
  input: GameWalletRollbackRequest,
): Promise<GameWalletTransactionResult> {
  requireCurrency(session, input.currency);
  const given = input.amount === undefined ? undefined : await toMinor(db, session.currency, input.amount);
  return runMoneyOperation(db, session.walletAccountId, async (tx) => {
    const claim = await claimTransaction(tx, session, {
      ...input,
      kind: 'rollback',
      amount: given,
    });
    if ('replay' in claim) return claim.replay;
    const bet = await lockOrTombstone(tx, session, input, given ?? 0n);
    if (!bet) return settle(tx, session, claim.row, { amount: given ?? 0n });
    if (bet.kind !== 'bet')
      throw new AppError(
        ErrorCode.gameRollbackNotAllowed,
        `Transaction ${input.referenceTransactionId} is a ${bet.kind}; only bets can be rolled back.`,
      );
    if (
      bet.playerId !== session.playerId ||
      bet.roundId !== input.roundId ||
      (given !== undefined && bet.status !== 'tombstone' && given !== bet.amount)
    )
      throw conflict(
        `Transaction ${input.referenceTransactionId} is not this player's bet of this round and amount.`,
      );
    if (bet.status !== 'accepted') return settle(tx, session, claim.row, { amount: bet.amount });
    const roundKey = { sessionId: bet.sessionId, providerRoundId: bet.roundId };
    const round = await findRound(tx, roundKey);
    const bonusBack = round?.playerBonusId
      ? await bonusRolledBack(tx, {
          walletAccountId: bet.walletAccountId,
          playerBonusId: round.playerBonusId,
          gameId: round.gameSlug,
          amount: bet.amount,
        })
      : false;
    const posting = await rollbackBet(tx, {
      walletAccountId: bet.walletAccountId,
      currency: bet.currency,
      amount: bet.amount,
      idempotencyKey: gameIdempotencyKey(session.providerId, input.transactionId),
      metadata: { providerId: session.providerId, roundId: input.roundId, bet: bet.transactionId },
      betKey: gameIdempotencyKey(bet.providerId, bet.transactionId),
      bonusBack,
    });
    await tx
      .update(gameWalletTransactions)
      .set({ status: 'rolledBack' })
      .where(eq(gameWalletTransactions.id, bet.id));
    await revokeWager(tx, bet.walletAccountId, bet.amount);
    await recordRoundRollback(tx, roundKey, bet.amount);
    await publishAccountChanged(tx, { playerId: bet.playerId, walletAccountId: bet.walletAccountId });
    const sameAccount = bet.walletAccountId === session.walletAccountId;
    return settle(
      tx,
      session,
      claim.row,
      { amount: bet.amount, ledgerTransactionId: posting?.transactionId },
      sameAccount ? posting?.playable : undefined,
    );
  });
}

/**
 * The referenced transaction, locked; when it has not arrived, a tombstone in its place (null). A bet
 * committing at the same moment wins the unique index: then it is read and rolled back.
 */
async function lockOrTombstone(
  tx: Db,
  session: GameSessionRow,
  input: GameWalletRollbackRequest,
  amount: bigint,
): Promise<GameWalletTransactionRow | null> {
  const find = async () => {
    const [row] = await tx
      .select()
      .from(gameWalletTransactions)
      .where(
        and(
          eq(gameWalletTransactions.providerId, session.providerId),
          eq(gameWalletTransactions.transactionId, input.referenceTransactionId),
        ),
      )
      .for('update');
    return row ?? null;
  };
  const found = await find();
  if (found) return found;
  const [tombstone] = await tx
    .insert(gameWalletTransactions)
    .values({
      providerId: session.providerId,
      transactionId: input.referenceTransactionId,
      kind: 'bet',
      status: 'tombstone',
      sessionId: session.id,
      playerId: session.playerId,
      walletAccountId: session.walletAccountId,
      roundId: input.roundId,
      amount,
      currency: session.currency,
    })
    .onConflictDoNothing()
    .returning({ id: gameWalletTransactions.id });
  if (tombstone) return null;
  return find();
}

type Claim = {
  transactionId: string;
  roundId: string;
  currency: string;
  kind: GameWalletKind;
  /** Undefined: a rollback that did not say (the bet's amount is recorded). */
  amount: bigint | undefined;
  referenceTransactionId?: string;
};

/** The claim of a bet or a win: its amount is always known. */
type MoveClaim = Claim & { kind: 'bet' | 'win'; amount: bigint };

/**
 * Claims (provider, transaction id) in the caller's transaction. Taken before: the stored answer when
 * the call is the same, 15013 for a bet rolled back before it arrived, 15010 for anything different.
 */
async function claimTransaction(
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
async function settle(
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

const _accountOf = (session: GameSessionRow) => ({
  playerId: session.playerId,
  walletAccountId: session.walletAccountId,
});

const _movement = (session: GameSessionRow, row: GameWalletTransactionRow, amount: bigint) => ({
  walletAccountId: session.walletAccountId,
  currency: session.currency,
  amount,
  idempotencyKey: gameIdempotencyKey(session.providerId, row.transactionId),
  metadata: {
    providerId: session.providerId,
    gameId: session.gameId,
    roundId: row.roundId,
    sessionId: session.id,
  },
});

function requireCurrency(session: GameSessionRow, currency: string) {
  if (currency !== session.currency)
    throw new AppError(
      ErrorCode.gameCurrencyMismatch,
      `The session plays in ${session.currency}, not ${currency}.`,
    );
}

async function toMinor(db: Db, currency: string, amount: string): Promise<bigint> {
  const unit = await currencyUnit(db, currency);
  if (!unit) throw new Error(`Unknown currency ${currency}`);
  const minor = decimalToMinor(amount, unit);
  if (minor === null) throw amountIssue('decimals');
  return minor;
}

const amountIssue = (rule: string) => AppError.validation([{ field: 'amount', rule }]);

const conflict = (message: string) => new AppError(ErrorCode.gameTransactionConflict, message);
