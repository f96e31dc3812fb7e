import {
  GAME_BET_EVENT,
  INVOICE_DEPOSIT_UPDATED,
  type InvoicePush,
  InvoiceStatus,
  QuestTaskType,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import type { StoredEvent } from '../events/outbox.ts';
import { type RoundStakes, roundStakesOf } from '../game-wallet/rounds.ts';
import { cashWager } from '../loyalty/earning.ts';
import { amountToMinor } from '../payments/methods.ts';
import type { SiteRates } from '../settings/rates.ts';
import { type CountingTask, countProgress, type ProgressFact } from './progress.ts';

/**
 * What a settled real-money round adds to a task: only its cash part counts (as loyalty's points: the
 * bonus-funded part, refunds and free spins count nothing), its win in the same share. Amounts are
 * converted into the quest's currency at the site's rates, rounded down.
 */
export function roundAmount(round: RoundStakes, task: CountingTask, rates: SiteRates): bigint {
  const cash = cashWager(round);
  const games = task.conditions.games;
  if (cash <= 0n || (games && !games.includes(round.gameSlug))) return 0n;
  const inQuest = (minor: bigint) => rates.convert(minor, round.currency, task.currency) ?? 0n;
  const stake = round.betMinor - round.refundedMinor;
  const cashStake = inQuest(cash);
  const cashWin = inQuest((round.winMinor * cash) / stake);
  if (task.minStake !== null && cashStake < task.minStake) return 0n;
  const paidEnough = cashWin > 0n && (task.minPayout === null || cashWin >= task.minPayout);
  switch (task.type) {
    case QuestTaskType.betCount:
    case QuestTaskType.playGames:
      return 1n;
    case QuestTaskType.wagerAmount:
      return cashStake;
    case QuestTaskType.winAmount:
      return paidEnough ? cashWin : 0n;
    case QuestTaskType.multiplier: {
      const reached = round.winMinor * 100n >= stake * BigInt(task.conditions.multiplierCenti ?? 100);
      return reached && paidEnough ? 1n : 0n;
    }
    default:
      return 0n;
  }
}

/** The rounds of a batch of round events, each once, in the order their events came. */
async function roundFacts(tx: Db, batch: StoredEvent[]): Promise<ProgressFact[]> {
  const ids = [...new Set(batch.map((event) => (event.payload as { roundId: string }).roundId))];
  const rounds = new Map((await roundStakesOf(tx, ids)).map((round) => [round.id, round]));
  return ids.flatMap((id) => {
    const round = rounds.get(id);
    if (!round || cashWager(round) <= 0n) return [];
    return [
      {
        playerId: round.playerId,
        source: `round:${round.id}`,
        amountFor: (task: CountingTask, rates: SiteRates) => roundAmount(round, task, rates),
      },
    ];
  });
}

/** The credited deposits of a batch of deposit invoice events, each once. */
function depositFacts(batch: StoredEvent[]): ProgressFact[] {
  const credited = new Map<string, InvoicePush['invoice']>();
  for (const event of batch) {
    const { invoice } = event.payload as Omit<InvoicePush, 'event'>;
    if (invoice.status === InvoiceStatus.success) credited.set(invoice.id, invoice);
  }
  return [...credited.values()].map((invoice) => ({
    playerId: invoice.playerId,
    source: `deposit:${invoice.id}`,
    amountFor: (task: CountingTask, rates: SiteRates) => {
      const unit = rates.unitOf(invoice.currency);
      const minor = unit ? amountToMinor(invoice.amount, unit) : null;
      if (task.type !== QuestTaskType.deposit || minor === null) return 0n;
      return rates.convert(minor, invoice.currency, task.currency) ?? 0n;
    },
  }));
}

/**
 * Quest progress from the game wallet's rounds (every change of a round publishes GAME_BET_EVENT; a
 * round counts once settled) and from credited deposits (the invoice's push event with status
 * success), each batch counted in the transaction that delivers it.
 */
export function registerQuestProgress(events: EventDispatcher) {
  events.subscribeBatch(GAME_BET_EVENT, async (batch, tx) => countProgress(tx, await roundFacts(tx, batch)));
  events.subscribeBatch(INVOICE_DEPOSIT_UPDATED, (batch, tx) => countProgress(tx, depositFacts(batch)));
}
