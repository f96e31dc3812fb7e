import { BonusCodeTrigger, zId } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, parseInput } from '../../plugins/errors.ts';
import { audited } from '../audit/audited.ts';
import { bonusCodes, bonusDefinitions } from './tables.ts';

/** A code the operator hands out: the bonus it gives (by slug), promo (1) or deposit (3), and its limits. */
const bonusCodeSchema = z.object({
  bonus: zId(),
  trigger: z.union([z.literal(BonusCodeTrigger.add), z.literal(BonusCodeTrigger.list)]),
  maxUses: z.number().int().positive().nullable().default(null),
  perPlayer: z.number().int().positive().default(1),
  availableFrom: z.iso.datetime().nullable().default(null),
  availableTo: z.iso.datetime().nullable().default(null),
});

const codeParams = z.object({ code: zId({ max: 64 }).regex(/^[A-Za-z0-9_-]+$/) });

/**
 * The operator's bonus codes: created or changed by code (upper case), 422 for an unknown bonus; the
 * row before and after goes to the audit log in the same transaction.
 */
export async function bonusesOperatorRoutes(app: FastifyInstance) {
  app.put(
    '/api/operator/bonus-codes/:code',
    { preHandler: app.requireOperator('bonuses.write') },
    async (request) => {
      const { code: given } = parseInput(codeParams, request.params);
      const input = parseInput(bonusCodeSchema, request.body);
      const code = given.toUpperCase();
      const [definition] = await app.db
        .select({ id: bonusDefinitions.id })
        .from(bonusDefinitions)
        .where(eq(bonusDefinitions.slug, input.bonus));
      if (!definition) throw AppError.validation([{ field: 'bonus', rule: 'in' }]);
      const values = {
        definitionId: definition.id,
        trigger: input.trigger,
        maxUses: input.maxUses,
        perPlayer: input.perPlayer,
        startsAt: input.availableFrom ? new Date(input.availableFrom) : null,
        endsAt: input.availableTo ? new Date(input.availableTo) : null,
      };
      const row = await audited(app.db, request, async (tx) => {
        const [before] = await tx.select().from(bonusCodes).where(eq(bonusCodes.code, code)).for('update');
        const [saved] = await tx
          .insert(bonusCodes)
          .values({ code, ...values, scheduledAt: new Date() })
          .onConflictDoUpdate({ target: bonusCodes.code, set: values })
          .returning();
        return {
          value: saved!,
          audit: {
            action: before ? 'bonus-code.update' : 'bonus-code.create',
            target: { type: 'bonus-code', id: code },
            before: before ?? null,
            after: saved,
          },
        };
      });
      return {
        data: {
          code: row.code,
          bonus: input.bonus,
          trigger: row.trigger,
          maxUses: row.maxUses,
          usedCount: row.usedCount,
        },
      };
    },
  );
}
