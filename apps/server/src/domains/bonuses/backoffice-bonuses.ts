import {
  type BackofficeBonus,
  type BackofficeBonusesQuery,
  type BonusDefinitionInput,
  type CreateBonusDefinition,
  EDITABLE_BONUS_TRIGGERS,
  ErrorCode,
  isEditable,
  type PromotionSchedule,
  type PromotionTransition,
  pageMeta,
  pageOffset,
  promotionState,
} from '@casino/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError, type FieldIssue } from '../../plugins/errors.ts';
import { type CatalogueRef, refsOf, unknownCatalogueRefs } from '../games/catalogue-refs.ts';
import { bonusWagerCap } from '../settings/operator-settings.ts';
import { isForStep } from './backoffice-packages.ts';
import { inState, lifecycleView, transitionWindow } from './promotion-state.ts';
import {
  type BonusDefinitionRow,
  bonusDefinitions,
  bonusPackages,
  playerBonuses,
  playerFreespins,
} from './tables.ts';

/**
 * The back office's bonus definitions: the deposit, code and cashback bonuses (the retention reward
 * and the referral owner's bonus belong to their own editors). A change writes the definition only:
 * a player's bonus keeps the terms it was issued with (player_bonuses.terms).
 */

const editable = inArray(bonusDefinitions.trigger, [...EDITABLE_BONUS_TRIGGERS]);

async function grantedCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (ids.length === 0) return counts;
  for (const table of [playerBonuses, playerFreespins]) {
    const rows = await db
      .select({ id: table.definitionId, n: count() })
      .from(table)
      .where(inArray(table.definitionId, ids))
      .groupBy(table.definitionId);
    for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + row.n);
  }
  return counts;
}

export function bonusView(row: BonusDefinitionRow, grantedCount: number, now: Date): BackofficeBonus {
  return {
    id: row.id,
    slug: row.slug,
    names: row.names,
    type: row.type,
    trigger: row.trigger,
    packageId: row.packageId,
    packagePriority: row.packagePriority,
    terms: row.terms,
    ...lifecycleView(row, now),
    grantedCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function bonusViewOf(db: Db, row: BonusDefinitionRow, now = new Date()) {
  return bonusView(row, (await grantedCounts(db, [row.id])).get(row.id) ?? 0, now);
}

export async function listBackofficeBonuses(db: Db, query: BackofficeBonusesQuery, now = new Date()) {
  const conditions: SQL[] = [editable];
  if (query.state) conditions.push(inState(bonusDefinitions, query.state, now));
  if (query.trigger) conditions.push(eq(bonusDefinitions.trigger, query.trigger));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(bonusDefinitions).where(where);
  const rows = await db
    .select()
    .from(bonusDefinitions)
    .where(where)
    .orderBy(desc(bonusDefinitions.createdAt), desc(bonusDefinitions.slug))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const counts = await grantedCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => bonusView(row, counts.get(row.id) ?? 0, now)),
    meta: pageMeta(query, total!.n),
  };
}

/** The editable definition `id`, locked when `lock` (inside a write); 404 for any other. */
export async function findEditableBonus(db: Db, id: string, lock = false): Promise<BonusDefinitionRow> {
  if (!isUuid(id)) throw AppError.notFound('No such bonus.');
  const select = db
    .select()
    .from(bonusDefinitions)
    .where(and(eq(bonusDefinitions.id, id), editable));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw AppError.notFound('No such bonus.');
  return row;
}

/** The games, providers and collections the terms name, each with the field it was sent in. */
function catalogueRefs(terms: BonusDefinitionInput['terms']): CatalogueRef[] {
  const refs = terms.weights.flatMap((weight, at) => [
    ...refsOf('game', `terms.weights.${at}.games`, weight.games ?? []),
    ...refsOf('provider', `terms.weights.${at}.providers`, weight.providers ?? []),
    ...refsOf('collection', `terms.weights.${at}.collections`, weight.collections ?? []),
  ]);
  refs.push(...refsOf('game', 'terms.restrictedGames', terms.restrictedGames ?? []));
  if (terms.freespins)
    refs.push({ field: 'terms.freespins.gameSlug', kind: 'game', name: terms.freespins.gameSlug });
  return refs;
}

/**
 * What the engine's schema cannot know: the operator's wagering cap, that the package exists and that
 * the catalogue holds the games, providers and collections the terms name.
 */
async function checkAgainstSite(db: Db, input: BonusDefinitionInput) {
  const issues: FieldIssue[] = await unknownCatalogueRefs(db, catalogueRefs(input.terms));
  const cap = await bonusWagerCap(db);
  if (cap !== null && input.terms.wagerMultiplier > cap)
    issues.push({ field: 'terms.wagerMultiplier', rule: 'max', params: { max: cap } });
  const step = input.packagePriority;
  if (input.packageId && step && !isForStep(input.terms, step))
    issues.push({ field: 'terms.depositNumber', rule: 'packageStep', params: { step } });
  if (input.packageId) {
    const found = isUuid(input.packageId)
      ? await db
          .select({ id: bonusPackages.id })
          .from(bonusPackages)
          .where(eq(bonusPackages.id, input.packageId))
      : [];
    if (found.length === 0) issues.push({ field: 'packageId', rule: 'in' });
  }
  if (issues.length > 0) throw AppError.validation(issues);
}

const storedFields = (input: BonusDefinitionInput) => ({
  names: input.names,
  type: input.type,
  trigger: input.trigger,
  packageId: input.packageId ?? null,
  packagePriority: input.packagePriority ?? null,
  terms: input.terms as BonusDefinitionRow['terms'],
});

export async function createBonus(tx: Db, input: CreateBonusDefinition): Promise<BonusDefinitionRow> {
  await checkAgainstSite(tx, input);
  const [row] = await tx
    .insert(bonusDefinitions)
    .values({ slug: input.slug, ...storedFields(input) })
    .onConflictDoNothing({ target: bonusDefinitions.slug })
    .returning();
  if (!row) throw AppError.validation([{ field: 'slug', rule: 'unique' }]);
  return row;
}

/** A draft, scheduled or live definition changed; 409 once it ended. Players' bonuses keep their snapshot. */
export async function updateBonus(
  tx: Db,
  before: BonusDefinitionRow,
  input: BonusDefinitionInput,
  now = new Date(),
) {
  if (!isEditable(promotionState(before, now)))
    throw new AppError(ErrorCode.conflict, 'An ended bonus is history: it cannot be changed.');
  await checkAgainstSite(tx, input);
  const [row] = await tx
    .update(bonusDefinitions)
    .set(storedFields(input))
    .where(eq(bonusDefinitions.id, before.id))
    .returning();
  return row!;
}

export async function transitionBonus(
  tx: Db,
  before: BonusDefinitionRow,
  transition: PromotionTransition,
  schedule?: PromotionSchedule,
  now = new Date(),
) {
  const [row] = await tx
    .update(bonusDefinitions)
    .set(transitionWindow(before, transition, now, schedule))
    .where(eq(bonusDefinitions.id, before.id))
    .returning();
  return row!;
}
