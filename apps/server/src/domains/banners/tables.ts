import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A banner's text, image and link in one locale, as staff saved it. */
export type StoredBannerLocale = { title: string; imageId: string; link: string };

/**
 * The home page's promotion slider (issue 31): one row per banner, its locales as JSON (the enabled
 * locales change without a migration), its window the promotion lifecycle's three times.
 */
export const banners = pgTable(
  'banners',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    locales: jsonb().$type<Record<string, StoredBannerLocale>>().notNull(),
    scheduledAt: timestamp({ withTimezone: true }),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('banners_position_idx').on(table.position, table.createdAt)],
);

/**
 * Uploaded banner images: the file lives in the banner image storage under `{hash}.{extension}`
 * (the hash of the cleaned bytes), so its public URL never changes meaning and caches forever.
 */
export const bannerImages = pgTable('banner_images', {
  id: uuid().primaryKey().defaultRandom(),
  hash: text().notNull().unique(),
  mimeType: text().$type<'image/png' | 'image/jpeg' | 'image/webp'>().notNull(),
  extension: text().$type<'png' | 'jpg' | 'webp'>().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  bytes: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type BannerRow = typeof banners.$inferSelect;
export type BannerImageRow = typeof bannerImages.$inferSelect;
