import {
  type BackofficeBonusCode,
  type BonusCodeInput,
  BonusCodeTrigger,
  BonusType,
  type CreateBonusCode,
  ErrorCode,
  isEditable,
  type PageQuery,
  type PromotionSchedule,
  type PromotionState,
  type PromotionTransition,
  pageMeta,
  pageOffset,
  promotionState,
} from '@casino/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { inState, lifecycleView, transitionWindow } from './promotion-state.ts';
import { bonusCodes, bonusDefinitions } from './tables.ts';

/**
 * The back office's bonus codes (upper case): the bonus they give, promo (at once) or deposit (with
 * the next deposit), the cap on uses and the uses per player; the validity window is the schedule.
 * The cap and the per-player rule are enforced at redemption (codes.ts), under the code row's lock.
 */

type CodeRow = typeof bonusCodes.$inferSelect;

const codeView = (row: CodeRow, bonusSlug: string, now: Date): BackofficeBonusCode => ({
  code: row.code,
  bonusId: row.definitionId,
  bonusSlug,
  trigger: row.trigger,
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  perPlayer: row.perPlayer,
  ...lifecycleView(row, now),
  createdAt: row.createdAt.toISOString(),
});

export async function bonusCodeViewOf(db: Db, row: CodeRow, now = new Date()) {
  const [definition] = await db
    .select({ slug: bonusDefinitions.slug })
    .from(bonusDefinitions)
    .where(eq(bonusDefinitions.id, row.definitionId));
  return codeView(row, definition?.slug ?? '', now);
}

export async function listBackofficeCodes(
  db: Db,
  query: PageQuery & { state?: PromotionState; bonusId?: string },
  now = new Date(),
) {
  const conditions: SQL[] = [];
  if (query.state) conditions.push(inState(bonusCodes, query.state, now));
  if (query.bonusId) {
    if (!isUuid(query.bonusId)) return { data: [], meta: pageMeta(query, 0) };
    conditions.push(eq(bonusCodes.definitionId, query.bonusId));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(bonusCodes).where(where);
  const rows = await db
    .select({ code: bonusCodes, slug: bonusDefinitions.slug })
    .from(bonusCodes)
    .innerJoin(bonusDefinitions, eq(bonusDefinitions.id, bonusCodes.definitionId))
    .where(where)
    .orderBy(desc(bonusCodes.createdAt), bonusCodes.code)
    .limit(query.perPage)
    .offset(pageOffset(query));
  return { data: rows.map((row) => codeView(row.code, row.slug, now)), meta: pageMeta(query, total!.n) };
}

export async function findCode(db: Db, given: string, lock = false): Promise<CodeRow> {
  const select = db.select().from(bonusCodes).where(eq(bonusCodes.code, given.toUpperCase()));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw AppError.notFound('No such bonus code.');
  return row;
}

/** The code's bonus: an editable one; a promo code gives at once, so never a share of a deposit. */
async function checkBonus(db: Db, input: BonusCodeInput) {
  const [definition] = isUuid(input.bonusId)
    ? await db.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, input.bonusId))
    : [];
  if (!definition || !['deposit', 'code'].includes(definition.trigger))
    throw AppError.validation([{ field: 'bonusId', rule: 'in' }]);
  if (input.trigger === BonusCodeTrigger.add && definition.type === BonusType.percentage)
    throw AppError.validation([{ field: 'trigger', rule: 'percentageNeedsDeposit' }]);
}

const storedFields = (input: BonusCodeInput) => ({
  definitionId: input.bonusId,
  trigger: input.trigger,
  maxUses: input.maxUses ?? null,
  perPlayer: input.perPlayer ?? 1,
});

export async function createCode(tx: Db, input: CreateBonusCode): Promise<CodeRow> {
  await checkBonus(tx, input);
  const [row] = await tx
    .insert(bonusCodes)
    .values({ code: input.code.toUpperCase(), ...storedFields(input) })
    .onConflictDoNothing({ target: bonusCodes.code })
    .returning();
  if (!row) throw AppError.validation([{ field: 'code', rule: 'unique' }]);
  return row;
}

export async function updateCode(tx: Db, before: CodeRow, input: BonusCodeInput, now = new Date()) {
  if (!isEditable(promotionState(before, now)))
    throw new AppError(ErrorCode.conflict, 'An ended code is history: it cannot be changed.');
  await checkBonus(tx, input);
  const [row] = await tx
    .update(bonusCodes)
    .set(storedFields(input))
    .where(eq(bonusCodes.code, before.code))
    .returning();
  return row!;
}

export async function transitionCode(
  tx: Db,
  before: CodeRow,
  transition: PromotionTransition,
  schedule?: PromotionSchedule,
  now = new Date(),
) {
  const [row] = await tx
    .update(bonusCodes)
    .set(transitionWindow(before, transition, now, schedule))
    .where(eq(bonusCodes.code, before.code))
    .returning();
  return row!;
}
