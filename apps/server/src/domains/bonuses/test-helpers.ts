import { PlayerBonusResult, PlayerBonusStatus } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gamesForWeights } from '../games/service.ts';
import { type BonusAccount, issueBonus, issueFreespins } from './lifecycle.ts';
import { bonusCodes, bonusDefinitions, playerFreespins } from './tables.ts';
import { issueTerms } from './terms.ts';

/**
 * A player with something of every bonus kind (tests that sweep every route): an active bonus, a
 * queued (issued) one, issued free spins and a deposit code waiting for a deposit.
 */
export async function giveBonuses(db: Db, account: BonusAccount, tag: string) {
  const [definition] = await db.select().from(bonusDefinitions).where(eq(bonusDefinitions.slug, 'welcome-1'));
  const terms = issueTerms(definition!.terms, account.currency, await gamesForWeights(db), null);
  const issue = (n: number) =>
    issueBonus(db, {
      definition: definition!,
      account,
      amount: 1_000n,
      terms,
      activationDays: 30,
      sourceKey: `test:${tag}:${n}`,
    });
  await issue(1);
  const queued = await issue(2);
  const spins = await issueFreespins(db, {
    definition: definition!,
    account,
    count: 10,
    gameSlug: 'slot-wild-twenty',
    betAmount: 20n,
    validDays: 7,
    terms,
    sourceKey: `test:${tag}:spins`,
  });
  await db
    .update(playerFreespins)
    .set({ status: PlayerBonusStatus.issued, result: PlayerBonusResult.issued })
    .where(eq(playerFreespins.id, spins!.id));
  const code = `WAIT${tag.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;
  await db
    .insert(bonusCodes)
    .values({ code, definitionId: definition!.id, trigger: 3 })
    .onConflictDoNothing();
  return { playerBonusId: queued!.id, playerFreespinId: spins!.id, depositCode: code };
}
