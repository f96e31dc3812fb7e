import {
  type BackofficeBonusPackage,
  type BonusPackageInput,
  type CreateBonusPackage,
  packageState,
  promotionState,
} from '@casino/contracts';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError, type FieldIssue } from '../../plugins/errors.ts';
import { type BonusDefinitionRow, bonusDefinitions, bonusPackages } from './tables.ts';

/**
 * The back office's bonus packages (issue 31): a package is its deposit bonuses in order, each a step
 * (packageId and packagePriority on the definition, 1 first). The package has no lifecycle of its own:
 * it follows its steps (packageState). A change moves definitions in and out of the package and sets
 * their order, never a player's bonus: each keeps the package and step it was issued with.
 */

type PackageRow = typeof bonusPackages.$inferSelect;

const isEnded = (row: BonusDefinitionRow, now: Date) => promotionState(row, now) === 'ended';

export async function packageViews(db: Db, rows: PackageRow[], now = new Date()) {
  const ids = rows.map((row) => row.id);
  const steps = ids.length
    ? await db
        .select()
        .from(bonusDefinitions)
        .where(and(isNotNull(bonusDefinitions.packageId), inArray(bonusDefinitions.packageId, ids)))
        .orderBy(asc(bonusDefinitions.packagePriority), asc(bonusDefinitions.slug))
    : [];
  return rows.map((row): BackofficeBonusPackage => {
    const own = steps
      .filter((step) => step.packageId === row.id)
      .map((step) => ({
        id: step.id,
        slug: step.slug,
        names: step.names,
        type: step.type,
        state: promotionState(step, now),
        packagePriority: step.packagePriority,
        terms: step.terms,
      }));
    return {
      id: row.id,
      slug: row.slug,
      names: row.names,
      state: packageState(own),
      steps: own,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function listBonusPackages(db: Db) {
  return packageViews(db, await db.select().from(bonusPackages).orderBy(bonusPackages.slug));
}

/** The package `id`, locked when `lock` (inside a write); 404 for any other. */
export async function findPackage(db: Db, id: string, lock = false): Promise<PackageRow> {
  if (!isUuid(id)) throw AppError.notFound('No such package.');
  const select = db.select().from(bonusPackages).where(eq(bonusPackages.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw AppError.notFound('No such package.');
  return row;
}

/** Step `step` is the player's `step`-th deposit: a bonus naming another deposit number cannot be it. */
export const isForStep = (terms: { depositNumber?: number }, step: number) =>
  terms.depositNumber === undefined || terms.depositNumber === step;

/**
 * The definitions `ids` names, each one a step may be: a deposit bonus (the only ones a package offers),
 * in no other package, not ended unless it is a step already (an ended bonus is history), and for the
 * deposit of its place. 422 per position otherwise.
 */
async function stepsOf(tx: Db, packageId: string | null, ids: string[], now: Date) {
  const rows = await tx
    .select()
    .from(bonusDefinitions)
    .where(inArray(bonusDefinitions.id, ids.filter(isUuid)))
    .for('update');
  const issues: FieldIssue[] = [];
  ids.forEach((id, index) => {
    const row = rows.find((item) => item.id === id);
    const field = `bonusIds.${index}`;
    if (row?.trigger !== 'deposit') issues.push({ field, rule: 'in' });
    else if (row.packageId !== null && row.packageId !== packageId)
      issues.push({ field, rule: 'otherPackage' });
    else if (row.packageId === null && isEnded(row, now)) issues.push({ field, rule: 'ended' });
    else if (!isEnded(row, now) && !isForStep(row.terms, index + 1))
      issues.push({ field, rule: 'packageStep', params: { step: index + 1 } });
  });
  if (issues.length > 0) throw AppError.validation(issues);
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

/**
 * Makes `steps` the package's, in order; a step left out leaves the package. An ended bonus keeps the
 * package and place it ended with, in or out of the list.
 */
async function placeSteps(tx: Db, packageId: string, steps: BonusDefinitionRow[], now: Date) {
  const current = await tx.select().from(bonusDefinitions).where(eq(bonusDefinitions.packageId, packageId));
  for (const row of current)
    if (!isEnded(row, now) && !steps.some((step) => step.id === row.id))
      await tx
        .update(bonusDefinitions)
        .set({ packageId: null, packagePriority: null })
        .where(eq(bonusDefinitions.id, row.id));
  for (const [index, step] of steps.entries())
    if (!isEnded(step, now))
      await tx
        .update(bonusDefinitions)
        .set({ packageId, packagePriority: index + 1 })
        .where(eq(bonusDefinitions.id, step.id));
}

export async function createPackage(tx: Db, input: CreateBonusPackage, now = new Date()) {
  const steps = await stepsOf(tx, null, input.bonusIds, now);
  const [row] = await tx
    .insert(bonusPackages)
    .values({ slug: input.slug, names: input.names })
    .onConflictDoNothing({ target: bonusPackages.slug })
    .returning();
  if (!row) throw AppError.validation([{ field: 'slug', rule: 'unique' }]);
  await placeSteps(tx, row.id, steps, now);
  return row;
}

export async function updatePackage(tx: Db, before: PackageRow, input: BonusPackageInput, now = new Date()) {
  const steps = await stepsOf(tx, before.id, input.bonusIds, now);
  const [row] = await tx
    .update(bonusPackages)
    .set({ names: input.names })
    .where(eq(bonusPackages.id, before.id))
    .returning();
  await placeSteps(tx, before.id, steps, now);
  return row!;
}
