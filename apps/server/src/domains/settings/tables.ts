import { bigint, boolean, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  code: text().primaryKey(),
  type: text({ enum: ['fiat', 'crypto'] }).notNull(),
  isEnabled: boolean().notNull().default(true),
  isBase: boolean().notNull().default(false),
  subunitToUnit: bigint({ mode: 'number' }).notNull(),
  symbol: text().notNull(),
  nativeCurrency: text().notNull(),
  /** subunitToUnit here: subunits of this currency in one sub-currency unit (the API answers the inverse). */
  subCurrencies: jsonb().$type<{ code: string; subunitToUnit: number }[]>().notNull().default([]),
  /** Price of one unit in the base currency. */
  rate: numeric({ precision: 30, scale: 12 }).notNull(),
  position: integer().notNull().default(0),
});

export const locales = pgTable('locales', {
  code: text().primaryKey(),
  name: text().notNull(),
  isDefault: boolean().notNull().default(false),
  isEnabled: boolean().notNull().default(true),
  position: integer().notNull().default(0),
});

export const countries = pgTable('countries', {
  code: text().primaryKey(),
  locale: text()
    .notNull()
    .references(() => locales.code),
  phonePrefix: text().notNull(),
  restrict: boolean().notNull().default(false),
});

/** Operator-editable settings, one JSON value per key. */
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});
