import {
  ErrorCode,
  type FieldErrors,
  type SportsbookBet,
  type sportsbookBetRequestSchema,
} from '@casino/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { StudioCurrency } from '../catalogue/currencies.ts';
import { decimalToMinor, minorToDecimal } from '../catalogue/money.ts';
import type { Purse } from '../rounds/purse.ts';
import { StudioError } from '../server/errors.ts';
import type { PlayerSession } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import { isTakingBets, lockFixtureForBets } from './fixtures.ts';
import { type PayDeps, payBet, refundPending } from './settlement.ts';
import {
  type SportsbookBetRow,
  type SportsbookFixtureRow,
  studioSportsbookBets,
  studioSportsbookFixtures,
} from './tables.ts';
import { betView } from './views.ts';

/** The slug the platform launches the sportsbook with (client contract section 7). */
export const SPORTSBOOK_GAME = 'betsy-sportsbook-betsy';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Settled bets listed after the open ones. */
const SETTLED_SHOWN = 20;

type BetRequest = z.infer<typeof sportsbookBetRequestSchema>;

const bets = studioSportsbookBets;
const fixtures = studioSportsbookFixtures;

const closed = () => StudioError.conflict('This fixture has kicked off: bets on it are closed.');

/** The session must be a sportsbook launch: its platform rounds are sportsbook bets. */
export function assertSportsbookSession(session: PlayerSession): void {
  if (session.game !== SPORTSBOOK_GAME)
    throw new StudioError(ErrorCode.forbidden, 'This session was launched for another game.');
}

/** The stake within the currency's digits and limits. */
export function validateStake(amount: string, currency: StudioCurrency): bigint {
  const fields: FieldErrors = {};
  const minor = decimalToMinor(amount, currency.decimals);
  const show = (value: bigint) => `${minorToDecimal(value, currency.decimals)} ${currency.code}`;
  if (minor === null)
    fields.amount = [`${currency.code} amounts have at most ${currency.decimals} digits after the point.`];
  else if (minor < currency.minBet) fields.amount = [`The minimum bet is ${show(currency.minBet)}.`];
  else if (minor > currency.maxBet) fields.amount = [`The maximum bet is ${show(currency.maxBet)}.`];
  if (minor === null || fields.amount) throw StudioError.validation(fields);
  return minor;
}

const oddsOf = (fixture: SportsbookFixtureRow, selection: BetRequest['selection']) =>
  selection === 'home'
    ? fixture.homeOddsHundredths
    : selection === 'draw'
      ? fixture.drawOddsHundredths
      : fixture.awayOddsHundredths;

/**
 * A single on a fixture before kick-off, at the fixture's odds. Written as pending first (under the
 * fixture's share lock, so settlement cannot pass it), then the purse takes the stake, then it stands
 * (open) if the fixture has still no result; otherwise the stake is given back at once.
 */
export async function placeSportsbookBet(
  deps: PayDeps,
  session: PlayerSession,
  purse: Purse,
  body: BetRequest,
): Promise<{ bet: SportsbookBet; balance: bigint }> {
  assertSportsbookSession(session);
  const amount = validateStake(body.amount, purse.currency);
  if (!UUID.test(body.fixtureId)) throw StudioError.field('fixtureId', 'No such fixture.');
  const fixture = await deps.db.transaction(async (tx) => {
    const locked = await lockFixtureForBets(tx, body.fixtureId);
    if (!locked) throw StudioError.field('fixtureId', 'No such fixture.');
    if (!isTakingBets(locked)) throw closed();
    return locked;
  });
  const [pending] = await deps.db
    .insert(bets)
    .values({
      fixtureId: fixture.id,
      sessionId: session.id,
      playerRef: session.player,
      currency: purse.currency.code,
      selection: body.selection,
      oddsHundredths: oddsOf(fixture, body.selection),
      amountMinor: amount,
    })
    .returning();
  if (!pending) throw new Error('sportsbook bet not written');
  let balance: bigint;
  try {
    ({ balance } = await purse.bet(pending.id, amount));
  } catch (error) {
    await dropUntakenBet(deps, session, pending, error);
    throw error;
  }
  const standing = await confirmBet(deps.db, fixture.id, pending.id);
  if (standing) return { bet: betView(standing, fixture), balance };
  const refunded = await refundPending(deps.db, pending.id);
  if (refunded) await payBet(deps, refunded);
  throw StudioError.conflict('The fixture kicked off while the bet was being taken; it was given back.');
}

/**
 * The purse did not take the stake. A refusal (not enough money, a limit) took nothing: the bet is
 * forgotten. A failure of real money may have taken it: it is refunded by rollback, which the wallet
 * applies once (the sweep retries it when the wallet is away).
 */
async function dropUntakenBet(deps: PayDeps, session: PlayerSession, bet: SportsbookBetRow, error: unknown) {
  const refused = error instanceof StudioError && error.status < 500;
  if (refused || session.mode === 'demo') {
    await deps.db.delete(bets).where(and(eq(bets.id, bet.id), eq(bets.status, 'pending')));
    return;
  }
  const refunded = await refundPending(deps.db, bet.id);
  if (refunded) await payBet(deps, refunded).catch(() => undefined);
}

/** The taken bet stands if the fixture still has no result; null when it was settled meanwhile. */
async function confirmBet(db: StudioDb, fixtureId: string, betId: string): Promise<SportsbookBetRow | null> {
  return db.transaction(async (tx) => {
    const locked = await lockFixtureForBets(tx, fixtureId);
    if (!locked || locked.result !== null) return null;
    const [standing] = await tx
      .update(bets)
      .set({ status: 'open' })
      .where(and(eq(bets.id, betId), eq(bets.status, 'pending')))
      .returning();
    return standing ?? null;
  });
}

/** The player's open bets (soonest kick-off first) and the latest settled ones (newest first). */
export async function playerSportsbookBets(db: StudioDb, session: PlayerSession) {
  const rows = await db
    .select({ bet: bets, fixture: fixtures })
    .from(bets)
    .innerJoin(fixtures, eq(bets.fixtureId, fixtures.id))
    .where(
      and(
        eq(bets.playerRef, session.player),
        eq(bets.currency, session.currency),
        ne(bets.status, 'pending'),
      ),
    )
    .orderBy(desc(bets.createdAt))
    .limit(200);
  const open = rows
    .filter(({ bet }) => bet.status === 'open')
    .sort((a, b) => a.fixture.startsAt.getTime() - b.fixture.startsAt.getTime())
    .map(({ bet, fixture }) => betView(bet, fixture));
  const settled = rows
    .filter(({ bet }) => inArraySettled(bet.status))
    .sort((a, b) => (b.bet.settledAt?.getTime() ?? 0) - (a.bet.settledAt?.getTime() ?? 0))
    .slice(0, SETTLED_SHOWN)
    .map(({ bet, fixture }) => betView(bet, fixture));
  return { open, settled };
}

const inArraySettled = (status: SportsbookBetRow['status']) =>
  status === 'won' || status === 'lost' || status === 'refunded';
