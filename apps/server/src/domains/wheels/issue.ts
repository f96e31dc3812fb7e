import {
  INVOICE_DEPOSIT_UPDATED,
  type InvoicePush,
  InvoiceStatus,
  playerChannel,
  WHEEL_SPIN_ISSUED_EVENT,
  type wheelSpinIssuedPushSchema,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { publishEvent, type StoredEvent } from '../events/outbox.ts';
import { localesOf } from '../identity/players.ts';
import { siteRates } from '../settings/rates.ts';
import { decimalToMinor } from '../wallet/money.ts';
import { newSpinSeeds } from './draw.ts';
import { isLive } from './lifecycle.ts';
import { amountIn } from './prizes.ts';
import { type WheelRow, wheelSpins, wheels } from './tables.ts';
import { textIn } from './texts.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The UTC day of `at` (YYYY-MM-DD): a daily spin is one per wheel, player and such day. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** When the next daily spin comes: the next UTC midnight after `at`. */
export const nextDailySpinAt = (at: Date) => new Date(Math.floor(at.getTime() / DAY) * DAY + DAY);

type SpinIssued = { spinId: string; wheelId: string; playerId: string };

/**
 * Issues a spin once per source key of the wheel, at `at`, in the caller's transaction, and pushes
 * wheel.spin.issued; answers false when the key was issued before. The spin keeps the wheel's current
 * sectors version: it draws on those sectors however the wheel is edited before it is played.
 */
export async function issueSpin(
  tx: Db,
  wheel: WheelRow,
  playerId: string,
  sourceKey: string,
  at: Date,
): Promise<boolean> {
  const [row] = await tx
    .insert(wheelSpins)
    .values({
      wheelId: wheel.id,
      playerId,
      sectorsVersion: wheel.sectorsVersion,
      sourceKey,
      ...newSpinSeeds(),
      issuedAt: at,
      expireAt: new Date(at.getTime() + wheel.spinValidHours * HOUR),
    })
    .onConflictDoNothing({ target: [wheelSpins.wheelId, wheelSpins.sourceKey] })
    .returning({ id: wheelSpins.id });
  if (!row) return false;
  await publishEvent(tx, {
    type: WHEEL_SPIN_ISSUED_EVENT,
    payload: { spinId: row.id, wheelId: wheel.id, playerId } satisfies SpinIssued,
    channel: playerChannel('retention:wheels', playerId),
  });
  return true;
}

/**
 * Today's spin of each running daily wheel, issued when the player first looks or spins that UTC day:
 * the key names the day, so it is issued once however many calls (or nodes) race for it.
 */
export async function issueDailySpins(tx: Db, playerId: string, list: WheelRow[], at: Date) {
  for (const wheel of list)
    if (wheel.dailySpin && isLive(wheel, at))
      await issueSpin(tx, wheel, playerId, `daily:${wheel.id}:${playerId}:${utcDay(at)}`, at);
}

/**
 * A credited deposit of at least a wheel's minimum (its own currency's, else the base currency's
 * converted) earns a spin of each running per-deposit wheel, once per invoice (a redelivered event
 * issues nothing twice), as of when the deposit was credited.
 */
export function registerDepositSpins(events: EventDispatcher) {
  events.subscribe(INVOICE_DEPOSIT_UPDATED, async (event, tx) => {
    const { invoice } = event.payload as Omit<InvoicePush, 'event'>;
    if (invoice.status !== InvoiceStatus.success) return;
    const list = (await tx.select().from(wheels).where(eq(wheels.depositSpin, true))).filter((wheel) =>
      isLive(wheel, event.createdAt),
    );
    if (list.length === 0) return;
    const rates = await siteRates(tx);
    const unit = rates.unitOf(invoice.currency);
    const amount = unit ? decimalToMinor(String(invoice.amount), unit) : null;
    if (amount === null) return;
    for (const wheel of list) {
      const least = amountIn(rates, wheel.minDeposits, invoice.currency);
      if (least !== null && amount >= least)
        await issueSpin(tx, wheel, invoice.playerId, `deposit:${invoice.id}`, event.createdAt);
    }
  });
}

type IssuedPush = Omit<z.infer<typeof wheelSpinIssuedPushSchema>, 'event'>;

/** The push names the wheel in the player's language, read at delivery. */
export function renderSpinPushes(events: EventDispatcher, defaultLocale: string) {
  events.render(WHEEL_SPIN_ISSUED_EVENT, async (stored: StoredEvent, tx: Db): Promise<IssuedPush | null> => {
    const { wheelId, playerId } = stored.payload as SpinIssued;
    const [wheel] = await tx.select().from(wheels).where(eq(wheels.id, wheelId));
    if (!wheel) return null;
    const locale = (await localesOf(tx, [playerId])).get(playerId) ?? defaultLocale;
    return {
      playerId,
      wheel: { id: wheel.id, identity: wheel.identity, title: textIn(wheel.titles, locale, defaultLocale) },
      amount: 1,
    };
  });
}
