import { ErrorCode, type WheelSpinResult, wheelSectorsSchema } from '@casino/contracts';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { payReward } from '../rewards/pay.ts';
import { siteRates } from '../settings/rates.ts';
import { activeAccountOf } from '../wallet/accounts.ts';
import { drawSector, SPIN_NONCE } from './draw.ts';
import { issueDailySpins } from './issue.ts';
import { startedBy } from './lifecycle.ts';
import { prizeIn, prizeView } from './prizes.ts';
import { type WheelSpinRow, wheelDraws, wheelSectors, wheelSpins, wheels } from './tables.ts';
import { textIn } from './texts.ts';

type Player = { playerId: string; locale: string; defaultLocale: string };

/**
 * POST /api/retention/wheels/{id}/spin: plays the player's oldest open spin of the wheel (today's daily
 * spin is issued first when it is due), on the sectors the spin was issued with. The spin row is locked and skipped by a concurrent call, so a
 * spin is played once: the draw is recorded once (unique per spin) and its prize paid once, keyed by
 * the spin. 10003 when no spin is left (none issued, all played or expired).
 */
export async function playSpin(db: Db, player: Player, wheelId: string, at: Date): Promise<WheelSpinResult> {
  const { playerId } = player;
  const wheel = isUuid(wheelId)
    ? (
        await db
          .select()
          .from(wheels)
          .where(and(eq(wheels.id, wheelId), startedBy(at)))
      )[0]
    : undefined;
  if (!wheel) throw AppError.notFound('No such wheel.');
  const account = await activeAccountOf(db, playerId);
  if (!account) throw AppError.notFound('The player has no active account.');
  await db.transaction((tx) => issueDailySpins(tx, playerId, [wheel], at));
  return db.transaction(async (tx) => {
    const spin = await lockOldestSpin(tx, playerId, wheel.id, at);
    if (!spin) throw new AppError(ErrorCode.wheelSpinsExpired, 'No spin is left on this wheel.');
    // The sectors the spin was issued with, read through the editor's schema: a row it would refuse
    // is not drawn on.
    const sectors = await tx
      .select()
      .from(wheelSectors)
      .where(and(eq(wheelSectors.wheelId, wheel.id), eq(wheelSectors.version, spin.sectorsVersion)))
      .orderBy(asc(wheelSectors.position));
    const checked = wheelSectorsSchema.parse(sectors);
    const seeds = { serverSeed: spin.serverSeed, clientSeed: spin.clientSeed, nonce: SPIN_NONCE };
    const draw = drawSector(
      seeds,
      checked.map((sector) => sector.weight),
    );
    const sector = sectors[draw.index]!;
    const rates = await siteRates(tx);
    const prize = prizeIn(sector.prize, account.currency, rates, wheel.titles);
    await tx.insert(wheelDraws).values({
      spinId: spin.id,
      sectorId: sector.id,
      nonce: SPIN_NONCE,
      roll: draw.roll,
      totalWeight: draw.totalWeight,
      prizeType: prize.type,
      prizeAmount: prize.amount,
      currency: prize.currency,
    });
    await tx.update(wheelSpins).set({ playedAt: at }).where(eq(wheelSpins.id, spin.id));
    if (prize.reward) await payReward(tx, playerId, prize.reward, `wheel-spin:${spin.id}`);
    return {
      id: sector.id,
      title: textIn(sector.titles, player.locale, player.defaultLocale),
      prize: prizeView(prize, rates),
      fairness: { ...seeds, serverSeedHash: spin.serverSeedHash },
    };
  });
}

/** The oldest open spin, locked; one another call holds is skipped (that call plays it). */
async function lockOldestSpin(
  tx: Db,
  playerId: string,
  wheelId: string,
  at: Date,
): Promise<WheelSpinRow | null> {
  const [spin] = await tx
    .select()
    .from(wheelSpins)
    .where(
      and(
        eq(wheelSpins.playerId, playerId),
        eq(wheelSpins.wheelId, wheelId),
        isNull(wheelSpins.playedAt),
        gt(wheelSpins.expireAt, at),
      ),
    )
    .orderBy(asc(wheelSpins.issuedAt), asc(wheelSpins.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return spin ?? null;
}
