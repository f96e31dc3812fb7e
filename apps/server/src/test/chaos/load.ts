// The bounded load: rounds (a bet, most of them followed by a win) and card deposits settled by the
// PSP's webhook, each call with its own transaction id. What every call was answered is recorded.

import { STUDIO_PROVIDER_ID } from '../../domains/game-wallet/routes.ts';
import { gameIdempotencyKey } from '../../domains/game-wallet/service.ts';
import {
  centsToDecimal,
  depositInvoice,
  isSuccess,
  paymentWebhook,
  SANDBOX_PROVIDER,
  type Seat,
  type Secrets,
  walletCall,
} from './casino-calls.ts';
import type { Answer, ChaosServer } from './chaos-server.ts';

/** A call answered 2xx, and the money it moved for its player: + for deposits and wins, - for bets. */
export type Effect = { seat: number; kind: 'deposit' | 'bet' | 'win'; ledgerKey: string; cents: number };

export type LoadRecord = {
  effects: Effect[];
  /** Calls that every attempt lost (their effect is unknown). */
  unanswered: string[];
  /** Calls answered with something else than a success. */
  refused: string[];
  /** Calls answered only after a lost attempt: the server's idempotency decided what they did. */
  retried: number;
};

export type LoadOptions = {
  chaos: ChaosServer;
  secrets: Secrets;
  runId: string;
  random: () => number;
  /** A call is sent at most this many times: enough to outlast every kill. */
  maxAttempts: number;
};

export const newRecord = (): LoadRecord => ({ effects: [], unanswered: [], refused: [], retried: 0 });

const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/** A sandbox card deposit of `cents`: the invoice, then the signed webhook that settles it. */
export async function deposit(
  options: LoadOptions,
  record: LoadRecord,
  seat: Seat,
  n: number | string,
  cents: number,
) {
  const invoiceId = await depositInvoice(options.chaos, seat, cents, options.maxAttempts);
  if (!invoiceId) return void record.unanswered.push(`deposit invoice ${n}`);
  const transactionId = `chaos-${options.runId}-deposit-${n}`;
  const webhook = paymentWebhook(options.secrets, invoiceId, transactionId, cents);
  const { answer, attempts } = await options.chaos.send(webhook, options.maxAttempts);
  if (!note(record, `webhook ${transactionId}`, answer, attempts)) return;
  const { status } = (JSON.parse(answer.body) as { data: { status: string } }).data;
  // A first delivery settles; only a retry of one whose answer was lost may find it settled already.
  const expected = attempts === 1 ? ['settled'] : ['settled', 'already-settled'];
  if (!expected.includes(status)) return void record.refused.push(`webhook ${transactionId}: ${answer.body}`);
  record.effects.push({
    seat: seat.index,
    kind: 'deposit',
    ledgerKey: `psp:${SANDBOX_PROVIDER}:${transactionId}`,
    cents,
  });
}

/** A round: a bet and, 3 times in 5, a win of the round. */
async function round(options: LoadOptions, record: LoadRecord, seat: Seat, n: number) {
  const { random } = options;
  const roundId = `chaos-${options.runId}-round-${n}`;
  const bet = await walletMove(options, record, seat, 'bet', {
    roundId,
    id: `${roundId}-bet`,
    cents: between(random, 50, 300),
  });
  if (bet && random() < 0.6)
    await walletMove(options, record, seat, 'win', {
      roundId,
      id: `${roundId}-win`,
      cents: between(random, 10, 500),
    });
}

async function walletMove(
  options: LoadOptions,
  record: LoadRecord,
  seat: Seat,
  kind: 'bet' | 'win',
  move: { roundId: string; id: string; cents: number },
) {
  const call = walletCall(options.secrets, kind, {
    sessionToken: seat.sessionToken,
    transactionId: move.id,
    roundId: move.roundId,
    amount: centsToDecimal(move.cents),
  });
  const { answer, attempts } = await options.chaos.send(call, options.maxAttempts);
  if (!note(record, `${kind} ${move.id}`, answer, attempts)) return false;
  record.effects.push({
    seat: seat.index,
    kind,
    ledgerKey: gameIdempotencyKey(STUDIO_PROVIDER_ID, move.id),
    cents: move.cents,
  });
  return true;
}

/** Records a call that did not succeed; true when it did. */
function note(record: LoadRecord, what: string, answer: Answer | null, attempts: number): answer is Answer {
  if (!answer) {
    record.unanswered.push(what);
    return false;
  }
  if (!isSuccess(answer)) {
    record.refused.push(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return false;
  }
  if (attempts > 1) record.retried++;
  return true;
}

/**
 * `unitsPerSeat` rounds or deposits (1 in 5) per player, shuffled, run `concurrency` at a time: the
 * same player often has several calls in flight.
 */
export async function runLoad(
  options: LoadOptions,
  record: LoadRecord,
  seats: Seat[],
  load: { unitsPerSeat: number; concurrency: number },
) {
  const { random } = options;
  const units = seats.flatMap((seat) =>
    Array.from({ length: load.unitsPerSeat }, () => ({ seat, isDeposit: random() < 0.2 })),
  );
  for (let i = units.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [units[i], units[j]] = [units[j]!, units[i]!];
  }
  let next = 0;
  const worker = async () => {
    while (next < units.length) {
      const n = next++;
      const { seat, isDeposit } = units[n]!;
      if (isDeposit) await deposit(options, record, seat, n, between(random, 1_000, 5_000));
      else await round(options, record, seat, n);
    }
  };
  await Promise.all(Array.from({ length: load.concurrency }, worker));
}
