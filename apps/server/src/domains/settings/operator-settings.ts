import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from './tables.ts';

/**
 * Settings only the server reads (never sent to browsers); the operator edits them in site_settings.
 * Their keys live here, with the table, so that the domains reading them depend on settings and not
 * the other way round.
 */

/** How many times a deposit must be wagered before a withdrawal (0 turns the rule off); risk reads it. */
export const TURNOVER_MULTIPLIER_KEY = 'risk.turnoverMultiplier';
export const DEFAULT_TURNOVER_MULTIPLIER = 1;

/** The turnover multiplier the operator set, or the default when it is unset or not a number ≥ 0. */
export async function turnoverMultiplier(db: Db): Promise<number> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, TURNOVER_MULTIPLIER_KEY));
  return typeof row?.value === 'number' && row.value >= 0 ? row.value : DEFAULT_TURNOVER_MULTIPLIER;
}
