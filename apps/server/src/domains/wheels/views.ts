import {
  dropRates,
  pageMeta,
  pageOffset,
  type Wheel,
  WheelState,
  type WheelsPage,
  type wheelsQuerySchema,
} from '@casino/contracts';
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { siteRates } from '../settings/rates.ts';
import { activeAccountOf } from '../wallet/accounts.ts';
import { minorToUnits } from '../wallet/money.ts';
import { issueDailySpins, nextDailySpinAt } from './issue.ts';
import { isLive, liveFrom, liveUntil, startedBy } from './lifecycle.ts';
import { amountIn, prizeIn, prizeView } from './prizes.ts';
import {
  type WheelRow,
  type WheelSectorRow,
  type WheelSpinRow,
  wheelSectors,
  wheelSpins,
  wheels,
} from './tables.ts';
import { textIn } from './texts.ts';

type Asker = { playerId: string | null; locale: string; defaultLocale: string };

/** Every wheel that has started (a wheel is listed from its start), first started first. */
export function startedWheels(db: Db, at: Date, identities?: string[]): Promise<WheelRow[]> {
  return db
    .select()
    .from(wheels)
    .where(and(startedBy(at), identities ? inArray(wheels.identity, identities) : undefined))
    .orderBy(asc(wheels.startsAt), asc(wheels.scheduledAt), asc(wheels.identity));
}

/** The player's spins not played and not expired, oldest first. */
function openSpins(db: Db, playerId: string, wheelIds: string[], at: Date): Promise<WheelSpinRow[]> {
  if (wheelIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(wheelSpins)
    .where(
      and(
        inArray(wheelSpins.wheelId, wheelIds),
        eq(wheelSpins.playerId, playerId),
        isNull(wheelSpins.playedAt),
        gt(wheelSpins.expireAt, at),
      ),
    )
    .orderBy(asc(wheelSpins.issuedAt), asc(wheelSpins.id));
}

/**
 * The sectors version each wheel shows: that of the player's next spin (the oldest open one, which a
 * spin plays), so the wheel drawn is the one the spin draws on; the current one otherwise.
 */
export function shownVersions(list: WheelRow[], spins: WheelSpinRow[]): Map<string, number> {
  return new Map(
    list.map((wheel) => [
      wheel.id,
      spins.find((spin) => spin.wheelId === wheel.id)?.sectorsVersion ?? wheel.sectorsVersion,
    ]),
  );
}

/** The sectors of these versions, in position order. */
export function sectorsOf(db: Db, versions: Map<string, number>): Promise<WheelSectorRow[]> {
  if (versions.size === 0) return Promise.resolve([]);
  return db
    .select()
    .from(wheelSectors)
    .where(
      or(
        ...[...versions].map(([wheelId, version]) =>
          and(eq(wheelSectors.wheelId, wheelId), eq(wheelSectors.version, version)),
        ),
      ),
    )
    .orderBy(asc(wheelSectors.position));
}

/**
 * GET /api/retention/wheels: the started wheels in the asked states, paged, prizes in the asking
 * player's active currency (a guest's: the base one). A signed-in player's daily spins of today are
 * issued first, so they are among their spins.
 */
export async function listWheels(
  db: Db,
  query: z.infer<typeof wheelsQuerySchema>,
  asker: Asker,
  at: Date,
): Promise<WheelsPage> {
  const started = await startedWheels(db, at, query.identity);
  const { playerId } = asker;
  if (playerId) await db.transaction((tx) => issueDailySpins(tx, playerId, started, at));
  const states = query.state ?? [WheelState.running, WheelState.ended];
  const listed = started.filter((wheel) => states.includes(stateOf(wheel, at)));
  const page = listed.slice(pageOffset(query), pageOffset(query) + query.perPage);
  const ids = page.map((wheel) => wheel.id);
  const [spins, rates, account] = await Promise.all([
    playerId ? openSpins(db, playerId, ids, at) : [],
    siteRates(db),
    playerId ? activeAccountOf(db, playerId) : null,
  ]);
  const sectors = await sectorsOf(db, shownVersions(page, spins));
  const currency = account?.currency ?? rates.base ?? '';
  const context = { sectors, spins, rates, currency, asker, at };
  return { data: page.map((wheel) => wheelView(wheel, context)), meta: pageMeta(query, listed.length) };
}

export const stateOf = (wheel: WheelRow, at: Date) =>
  isLive(wheel, at) ? WheelState.running : WheelState.ended;

type ViewContext = {
  sectors: WheelSectorRow[];
  spins: WheelSpinRow[];
  rates: Awaited<ReturnType<typeof siteRates>>;
  currency: string;
  asker: Asker;
  at: Date;
};

function wheelView(wheel: WheelRow, { sectors, spins, rates, currency, asker, at }: ViewContext): Wheel {
  const { locale, defaultLocale } = asker;
  const own = sectors.filter((sector) => sector.wheelId === wheel.id);
  const rate = dropRates(own.map((sector) => sector.weight));
  const least = wheel.depositSpin ? amountIn(rates, wheel.minDeposits, currency) : null;
  const unit = rates.unitOf(currency);
  return {
    id: wheel.id,
    state: stateOf(wheel, at),
    title: textIn(wheel.titles, locale, defaultLocale),
    identity: wheel.identity,
    description: textIn(wheel.descriptions, locale, defaultLocale),
    items: own.map((sector, index) => ({
      id: sector.id,
      title: textIn(sector.titles, locale, defaultLocale),
      ...(wheel.publishDropRates ? { dropRate: rate[index]! } : {}),
      prize: prizeView(prizeIn(sector.prize, currency, rates, wheel.titles), rates),
    })),
    startAt: (liveFrom(wheel) ?? wheel.createdAt).toISOString(),
    endAt: liveUntil(wheel)?.toISOString() ?? null,
    playerSpins: spins
      .filter((spin) => spin.wheelId === wheel.id)
      .map((spin) => ({
        id: spin.id,
        expireAt: spin.expireAt.toISOString(),
        serverSeedHash: spin.serverSeedHash,
      })),
    limitRefreshAt: wheel.dailySpin && isLive(wheel, at) ? nextDailySpinAt(at).toISOString() : null,
    rules: {
      daily: wheel.dailySpin,
      perDeposit: wheel.depositSpin,
      minDeposit: least !== null && unit ? minorToUnits(least, unit) : null,
      currency,
    },
  };
}
