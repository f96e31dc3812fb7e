import { retentionRoutes as calls, ErrorCode, type PointsOffer } from '@casino/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { siteRates } from '../settings/rates.ts';
import { getPublicSettings } from '../settings/service.ts';
import { activeAccountOf } from '../wallet/accounts.ts';
import { minorToUnits } from '../wallet/money.ts';
import { accountView, findAccount } from './accounts.ts';
import {
  loyaltyPointsExchanges,
  loyaltyPointsOffers,
  type PointsExchangeRow,
  type PointsOfferRow,
} from './exchange-tables.ts';
import { listLevels } from './levels.ts';
import { spendPoints } from './spending.ts';

/** A bonus bought with points, in minor units of the player's currency. */
export type ExchangeBonus = {
  amount: bigint;
  currency: string;
  wagerMultiplier: number;
  names: Record<string, string>;
};

/**
 * Issues the bought bonus once per key in the caller's transaction (domains/rewards' payReward) and
 * answers its id the first time. Registered from app.ts: rewards pays points through loyalty, so
 * loyalty cannot import it without a cycle between the two.
 */
export type ExchangeBonusPayer = (
  tx: Db,
  playerId: string,
  bonus: ExchangeBonus,
  key: string,
) => Promise<{ bonusId?: string }>;

let bonusPayer: ExchangeBonusPayer | null = null;

export function registerExchangeBonusPayer(payer: ExchangeBonusPayer) {
  bonusPayer = payer;
}

const unavailable = () =>
  new AppError(ErrorCode.pointsOfferUnavailable, 'This offer is not available in your currency.');

type Asker = { locale: string; defaultLocale: string };

function offerView(row: PointsOfferRow, currency: string, unit: number, asker: Asker): PointsOffer {
  return {
    id: row.id,
    title: row.titles[asker.locale] ?? row.titles[asker.defaultLocale] ?? row.titles.en ?? '',
    points: row.points,
    amount: minorToUnits(BigInt(row.amounts[currency]!), unit),
    currency,
    wagerMultiplier: row.wagerMultiplier,
  };
}

/** The enabled offers that name `currency`, in their order. */
async function offersIn(db: Db, currency: string): Promise<PointsOfferRow[]> {
  const rows = await db
    .select()
    .from(loyaltyPointsOffers)
    .where(eq(loyaltyPointsOffers.enabled, true))
    .orderBy(asc(loyaltyPointsOffers.position));
  return rows.filter((row) => row.amounts[currency] !== undefined);
}

/** The player's active currency (a guest's, or a player without an account: the base one). */
async function currencyOf(db: Db, playerId: string | null): Promise<{ currency: string; unit: number }> {
  const rates = await siteRates(db);
  const account = playerId ? await activeAccountOf(db, playerId) : null;
  const currency = account?.currency ?? rates.base ?? '';
  return { currency, unit: rates.unitOf(currency) ?? 1 };
}

/**
 * Spends the offer's points and issues its bonus in one transaction, once per the player's requestId:
 * a retried (or concurrent) call with the same id spends nothing more and answers the first bonus.
 */
async function exchange(db: Db, playerId: string, offerId: string, requestId: string, asker: Asker) {
  const row = await db.transaction(async (tx) => {
    const done = await exchangeOf(tx, playerId, requestId);
    if (done) return done;
    const account = await activeAccountOf(tx, playerId);
    const offer =
      account && isUuid(offerId)
        ? (await offersIn(tx, account.currency)).find((candidate) => candidate.id === offerId)
        : undefined;
    if (!account || !offer) throw unavailable();
    return buy(tx, { playerId, requestId, offer, currency: account.currency });
  });
  if (!row) throw new Error(`Exchange ${requestId} of ${playerId} vanished`);
  const [levels, account] = await Promise.all([listLevels(db), findAccount(db, playerId)]);
  if (!account) throw new Error(`The loyalty account of ${playerId} vanished`);
  return {
    account: accountView(account, levels, asker.locale, asker.defaultLocale),
    bonusId: row.bonusId,
  };
}

type Purchase = { playerId: string; requestId: string; offer: PointsOfferRow; currency: string };

async function buy(tx: Db, { playerId, requestId, offer, currency }: Purchase) {
  const spent = await spendPoints(tx, playerId, offer.points, `exchange:${requestId}`);
  // Spent by a concurrent call with this id, committed while this one waited for the account.
  if (!spent.spent) return exchangeOf(tx, playerId, requestId);
  if (!bonusPayer) throw new Error('No bonus payer: app.ts registers it');
  const amount = BigInt(offer.amounts[currency]!);
  const bonus = { amount, currency, wagerMultiplier: offer.wagerMultiplier, names: offer.titles };
  const paid = await bonusPayer(tx, playerId, bonus, `points-exchange:${playerId}:${requestId}`);
  if (!paid.bonusId) throw new Error(`The bonus of exchange ${requestId} was issued before its spend`);
  const [made] = await tx
    .insert(loyaltyPointsExchanges)
    .values({
      playerId,
      requestId,
      offerId: offer.id,
      points: offer.points,
      amount,
      currency,
      bonusId: paid.bonusId,
    })
    .returning();
  return made;
}

async function exchangeOf(
  tx: Db,
  playerId: string,
  requestId: string,
): Promise<PointsExchangeRow | undefined> {
  const [row] = await tx
    .select()
    .from(loyaltyPointsExchanges)
    .where(
      and(eq(loyaltyPointsExchanges.playerId, playerId), eq(loyaltyPointsExchanges.requestId, requestId)),
    );
  return row;
}

/**
 * The exchange of loyalty points for a bonus: the offers in the asking player's currency and the
 * exchange itself, both 404 while the loyalty club is closed.
 */
export function pointsExchangeRoutes(app: FastifyInstance) {
  const open = async () => {
    if (!(await getPublicSettings(app.db)).loyaltyEnabled)
      throw AppError.notFound('The loyalty club is closed.');
  };
  const askerOf = (locale: string) => ({ locale, defaultLocale: app.defaultLocale });

  route(app, calls.pointsOffers, async (_input, request) => {
    await open();
    const { currency, unit } = await currencyOf(app.db, request.player?.playerId ?? null);
    const rows = await offersIn(app.db, currency);
    return { data: rows.map((row) => offerView(row, currency, unit, askerOf(request.locale))) };
  });

  route(app, calls.exchangePoints, async ({ params, body }, request) => {
    await open();
    const { playerId } = sessionOf(request);
    return { data: await exchange(app.db, playerId, params.id, body.requestId, askerOf(request.locale)) };
  });
}
