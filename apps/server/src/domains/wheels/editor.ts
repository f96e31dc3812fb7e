import {
  type BackofficeWheel,
  type BackofficeWheelsQuery,
  type CreateWheel,
  dropRates,
  ErrorCode,
  isEditable,
  type PromotionSchedule,
  type PromotionTransition,
  pageMeta,
  pageOffset,
  promotionState,
  type WheelInput,
  wheelSectorsSchema,
} from '@casino/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError, type FieldIssue } from '../../plugins/errors.ts';
import { inState, lifecycleView, transitionWindow } from '../bonuses/promotion-state.ts';
import { type CatalogueRef, unknownCatalogueRefs } from '../games/catalogue-refs.ts';
import { listEnabledCurrencies, listEnabledLocales } from '../settings/service.ts';
import { type WheelRow, type WheelSectorRow, wheelSectors, wheelSpins, wheels } from './tables.ts';

/**
 * The back office's prize wheels (issue 31). A wheel is edited in any state but ended; an edit of its
 * sectors (titles, weights, prizes) writes them as a new version and leaves the old rows be: a spin
 * issued before draws on the version it was issued with (wheel_spins.sectors_version), and a draw
 * played on an old version still names its sector.
 */

type Views = { sectors: WheelSectorRow[]; openSpins: Map<string, number> };

function wheelView(row: WheelRow, { sectors, openSpins }: Views, now: Date): BackofficeWheel {
  const own = sectors.filter((sector) => sector.wheelId === row.id && sector.version === row.sectorsVersion);
  const rates = dropRates(own.map((sector) => sector.weight));
  return {
    id: row.id,
    identity: row.identity,
    titles: row.titles,
    descriptions: row.descriptions,
    dailySpin: row.dailySpin,
    depositSpin: row.depositSpin,
    minDeposits: row.minDeposits,
    spinValidHours: row.spinValidHours,
    publishDropRates: row.publishDropRates,
    sectors: own.map((sector, index) => ({
      id: sector.id,
      position: sector.position,
      titles: sector.titles,
      weight: sector.weight,
      prize: sector.prize,
      dropRate: rates[index]!,
    })),
    sectorsVersion: row.sectorsVersion,
    ...lifecycleView(row, now),
    openSpins: openSpins.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function viewsOf(db: Db, rows: WheelRow[], now: Date): Promise<Views> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { sectors: [], openSpins: new Map() };
  const [sectors, open] = await Promise.all([
    db
      .select()
      .from(wheelSectors)
      .innerJoin(
        wheels,
        and(eq(wheels.id, wheelSectors.wheelId), eq(wheels.sectorsVersion, wheelSectors.version)),
      )
      .where(inArray(wheelSectors.wheelId, ids))
      .orderBy(asc(wheelSectors.position)),
    db
      .select({ id: wheelSpins.wheelId, n: count() })
      .from(wheelSpins)
      .where(and(inArray(wheelSpins.wheelId, ids), isNull(wheelSpins.playedAt), gt(wheelSpins.expireAt, now)))
      .groupBy(wheelSpins.wheelId),
  ]);
  return {
    sectors: sectors.map((row) => row.wheel_sectors),
    openSpins: new Map(open.map((row) => [row.id, row.n])),
  };
}

export async function wheelViewOf(db: Db, row: WheelRow, now = new Date()): Promise<BackofficeWheel> {
  return wheelView(row, await viewsOf(db, [row], now), now);
}

export async function listBackofficeWheels(db: Db, query: BackofficeWheelsQuery, now = new Date()) {
  const conditions: SQL[] = [];
  if (query.state) conditions.push(inState(wheels, query.state, now));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(wheels).where(where);
  const rows = await db
    .select()
    .from(wheels)
    .where(where)
    .orderBy(desc(wheels.createdAt), asc(wheels.identity))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const views = await viewsOf(db, rows, now);
  return { data: rows.map((row) => wheelView(row, views, now)), meta: pageMeta(query, total!.n) };
}

/** The wheel `id`, locked when `lock` (inside a write); 404 for any other. */
export async function findWheel(db: Db, id: string, lock = false): Promise<WheelRow> {
  if (!isUuid(id)) throw AppError.notFound('No such wheel.');
  const select = db.select().from(wheels).where(eq(wheels.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw AppError.notFound('No such wheel.');
  return row;
}

const perCurrencyFields = (input: WheelInput): [string, Record<string, string>][] => [
  ['minDeposits', input.minDeposits ?? {}],
  ...input.sectors.flatMap((sector, index): [string, Record<string, string>][] => {
    const at = `sectors.${index}.prize`;
    switch (sector.prize.type) {
      case 'money':
      case 'bonus':
        return [[`${at}.amounts`, sector.prize.amounts]];
      case 'freespins':
        return [[`${at}.betAmounts`, sector.prize.betAmounts]];
      default:
        return [];
    }
  }),
];

/** What the schema cannot know: the site's locales and currencies, and the free-spin games. */
async function checkAgainstSite(db: Db, input: WheelInput) {
  const [locales, currencies, unknownGames] = await Promise.all([
    listEnabledLocales(db),
    listEnabledCurrencies(db),
    unknownCatalogueRefs(
      db,
      input.sectors.flatMap((sector, index): CatalogueRef[] =>
        sector.prize.type === 'freespins'
          ? [{ field: `sectors.${index}.prize.gameSlug`, kind: 'game', name: sector.prize.gameSlug }]
          : [],
      ),
    ),
  ]);
  const localeCodes = new Set(locales.map((locale) => locale.code));
  const currencyCodes = new Set(currencies.map((currency) => currency.code));
  const issues: FieldIssue[] = [...unknownGames];
  const texts: [string, Record<string, string>][] = [
    ['titles', input.titles],
    ['descriptions', input.descriptions],
    ...input.sectors.map((sector, index): [string, Record<string, string>] => [
      `sectors.${index}.titles`,
      sector.titles,
    ]),
  ];
  for (const [field, byLocale] of texts)
    for (const code of Object.keys(byLocale))
      if (!localeCodes.has(code)) issues.push({ field: `${field}.${code}`, rule: 'in' });
  for (const [field, amounts] of perCurrencyFields(input))
    for (const code of Object.keys(amounts))
      if (!currencyCodes.has(code)) issues.push({ field: `${field}.${code}`, rule: 'in' });
  if (issues.length > 0) throw AppError.validation(issues);
}

const storedFields = (input: WheelInput) => ({
  titles: input.titles,
  descriptions: input.descriptions,
  dailySpin: input.dailySpin,
  depositSpin: input.depositSpin,
  minDeposits: input.minDeposits ?? {},
  spinValidHours: input.spinValidHours,
  publishDropRates: input.publishDropRates ?? true,
});

/** A JSON text with every object's keys sorted: jsonb gives keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const sectorsText = (sectors: Pick<WheelSectorRow, 'titles' | 'weight' | 'prize'>[]) =>
  canonical(sectors.map(({ titles, weight, prize }) => ({ titles, weight, prize })));

async function writeSectors(tx: Db, wheelId: string, version: number, input: WheelInput) {
  const sectors = wheelSectorsSchema.parse(input.sectors);
  await tx
    .insert(wheelSectors)
    .values(sectors.map((sector, position) => ({ ...sector, wheelId, version, position })));
}

export async function createWheel(tx: Db, input: CreateWheel): Promise<WheelRow> {
  await checkAgainstSite(tx, input);
  const [row] = await tx
    .insert(wheels)
    .values({ identity: input.identity, ...storedFields(input) })
    .onConflictDoNothing({ target: wheels.identity })
    .returning();
  if (!row) throw AppError.validation([{ field: 'identity', rule: 'unique' }]);
  await writeSectors(tx, row.id, row.sectorsVersion, input);
  return row;
}

/** The current sectors of a wheel, in position order. */
export function currentSectors(db: Db, row: WheelRow): Promise<WheelSectorRow[]> {
  return db
    .select()
    .from(wheelSectors)
    .where(and(eq(wheelSectors.wheelId, row.id), eq(wheelSectors.version, row.sectorsVersion)))
    .orderBy(asc(wheelSectors.position));
}

/**
 * A draft, scheduled or live wheel changed; 409 once it ended. Sectors that differ from the current
 * ones become the next version; spins already issued keep theirs.
 */
export async function updateWheel(tx: Db, before: WheelRow, input: WheelInput, now = new Date()) {
  if (!isEditable(promotionState(before, now)))
    throw new AppError(ErrorCode.conflict, 'An ended wheel is history: it cannot be changed.');
  await checkAgainstSite(tx, input);
  const sectorsChanged =
    sectorsText(await currentSectors(tx, before)) !== sectorsText(wheelSectorsSchema.parse(input.sectors));
  const sectorsVersion = before.sectorsVersion + (sectorsChanged ? 1 : 0);
  const [row] = await tx
    .update(wheels)
    .set({ ...storedFields(input), sectorsVersion, updatedAt: now })
    .where(eq(wheels.id, before.id))
    .returning();
  if (sectorsChanged) await writeSectors(tx, before.id, sectorsVersion, input);
  return row!;
}

export async function transitionWheel(
  tx: Db,
  before: WheelRow,
  transition: PromotionTransition,
  schedule?: PromotionSchedule,
  now = new Date(),
) {
  const [row] = await tx
    .update(wheels)
    .set({ ...transitionWindow(before, transition, now, schedule), updatedAt: now })
    .where(eq(wheels.id, before.id))
    .returning();
  return row!;
}

/** A wheel as the audit log keeps it: its stored fields and its current sectors. */
export async function auditOf(db: Db, row: WheelRow) {
  const sectors = await currentSectors(db, row);
  return {
    ...row,
    sectors: sectors.map(({ position, titles, weight, prize }) => ({ position, titles, weight, prize })),
  };
}
