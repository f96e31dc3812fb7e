import {
  type Banner,
  type BannerInput,
  canTransition,
  ErrorCode,
  isEditable,
  type PromotionTransition,
  promotionState,
} from '@casino/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { listEnabledLocales } from '../settings/service.ts';
import { type BannerImageRow, type BannerRow, bannerImages, banners } from './tables.ts';

export const imageUrl = (image: Pick<BannerImageRow, 'hash' | 'extension'>) =>
  `/api/banner-images/${image.hash}.${image.extension}`;

export function imageView(image: BannerImageRow) {
  return {
    id: image.id,
    url: imageUrl(image),
    width: image.width,
    height: image.height,
    mimeType: image.mimeType,
    bytes: image.bytes,
  };
}

/** The images the banners name, by id. */
export async function imagesOf(db: Db, rows: BannerRow[]): Promise<Map<string, BannerImageRow>> {
  const ids = [...new Set(rows.flatMap((row) => Object.values(row.locales).map((entry) => entry.imageId)))];
  if (ids.length === 0) return new Map();
  const found = await db.select().from(bannerImages).where(inArray(bannerImages.id, ids));
  return new Map(found.map((image) => [image.id, image]));
}

const iso = (time: Date | null) => time?.toISOString() ?? null;

export function bannerView(row: BannerRow, images: Map<string, BannerImageRow>, now = new Date()): Banner {
  const locales = Object.fromEntries(
    Object.entries(row.locales).map(([code, entry]) => {
      const image = images.get(entry.imageId);
      return [code, { title: entry.title, link: entry.link, image: image ? imageView(image) : null }];
    }),
  );
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    state: promotionState(row, now),
    locales,
    scheduledAt: iso(row.scheduledAt),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    endedAt: iso(row.endedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function listBannerRows(db: Db): Promise<BannerRow[]> {
  return db.select().from(banners).orderBy(asc(banners.position), asc(banners.createdAt));
}

/** Every locale enabled on the site and every image uploaded (422 on the field otherwise). */
async function checkReferences(db: Db, input: BannerInput) {
  const enabled = new Set((await listEnabledLocales(db)).map((locale) => locale.code));
  const imageIds = Object.values(input.locales).map((entry) => entry.imageId);
  const known = new Set(
    (
      await db.select({ id: bannerImages.id }).from(bannerImages).where(inArray(bannerImages.id, imageIds))
    ).map((image) => image.id),
  );
  const issues = Object.entries(input.locales).flatMap(([code, entry]) => [
    ...(enabled.has(code) ? [] : [{ field: `locales.${code}`, rule: 'in' }]),
    ...(known.has(entry.imageId) ? [] : [{ field: `locales.${code}.imageId`, rule: 'exists' }]),
  ]);
  if (issues.length > 0) throw AppError.validation(issues);
}

const stored = (input: BannerInput) => ({
  name: input.name,
  position: input.position,
  locales: input.locales,
  startsAt: input.schedule.startsAt ? new Date(input.schedule.startsAt) : null,
  endsAt: input.schedule.endsAt ? new Date(input.schedule.endsAt) : null,
});

export async function createBanner(tx: Db, input: BannerInput): Promise<BannerRow> {
  await checkReferences(tx, input);
  const [row] = await tx.insert(banners).values(stored(input)).returning();
  return row!;
}

async function lockBanner(tx: Db, id: string): Promise<BannerRow> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  if (!row) throw AppError.notFound('No such banner.');
  return row;
}

const notNow = (message: string) => new AppError(ErrorCode.conflict, message);

export async function updateBanner(tx: Db, id: string, input: BannerInput, now = new Date()) {
  const before = await lockBanner(tx, id);
  if (!isEditable(promotionState(before, now))) throw notNow('An ended banner is history: it is not edited.');
  await checkReferences(tx, input);
  const [after] = await tx
    .update(banners)
    .set({ ...stored(input), updatedAt: now })
    .where(eq(banners.id, id))
    .returning();
  return { before, after: after! };
}

/** What each lifecycle step stores: scheduling stamps scheduledAt, unscheduling clears it, ending stamps endedAt. */
const TRANSITION_CHANGES: Record<PromotionTransition, (now: Date) => Partial<BannerRow>> = {
  schedule: (now) => ({ scheduledAt: now }),
  unschedule: () => ({ scheduledAt: null }),
  end: (now) => ({ endedAt: now }),
};

export async function transitionBanner(
  tx: Db,
  id: string,
  transition: PromotionTransition,
  now = new Date(),
) {
  const before = await lockBanner(tx, id);
  const state = promotionState(before, now);
  if (!canTransition(state, transition)) throw notNow(`A ${state} banner cannot ${transition}.`);
  const [after] = await tx
    .update(banners)
    .set({ ...TRANSITION_CHANGES[transition](now), updatedAt: now })
    .where(eq(banners.id, id))
    .returning();
  return { before, after: after! };
}

/** A banner as the audit log keeps it: its stored fields, times as ISO text. */
export const auditOf = (row: BannerRow) => ({
  name: row.name,
  position: row.position,
  locales: row.locales,
  scheduledAt: iso(row.scheduledAt),
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  endedAt: iso(row.endedAt),
});
