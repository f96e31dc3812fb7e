// The summary of the money bench: each phase's rate, p50, p99 and ratio to pgbench's TPC-B tps next
// to the goals of issue 13, and whether each is met.
import { fmt } from './measure.ts';

/** Goals of issue 13. */
export const GOALS = {
  /** bets/s ÷ TPC-B tps: the goal, and the floor for resolving the issue. */
  betsRatio: 1.0,
  betsRatioFloor: 0.7,
  /** p99 of a call at 20 concurrent. */
  p99Ms: 50,
  sequentialBetsPerSecond: 500,
  outboxLagP99Ms: 1000,
};

export type Goal = { text: string; met: 'yes' | 'no' | 'floor' | 'none' };

export type SummaryRow = {
  label: string;
  /** Per second; undefined where a rate means nothing (an outbox lag). */
  rate?: number;
  /** Latencies in ms; undefined where none was measured (pgbench prints only its average). */
  p50?: number;
  p99?: number;
  /** rate ÷ TPC-B tps. */
  ratio?: number;
  goals: Goal[];
};

const yes = (met: boolean): Goal['met'] => (met ? 'yes' : 'no');

export const p99Goal = (p99: number): Goal => ({
  text: `p99 < ${GOALS.p99Ms} ms`,
  met: yes(p99 < GOALS.p99Ms),
});

export function betsRatioGoal(ratio: number): Goal {
  const met = ratio >= GOALS.betsRatio ? 'yes' : ratio >= GOALS.betsRatioFloor ? 'floor' : 'no';
  return { text: `≥ ${fmt(GOALS.betsRatio, 1)}x TPC-B (floor ${fmt(GOALS.betsRatioFloor, 1)}x)`, met };
}

export const sequentialGoal = (rate: number): Goal => ({
  text: `≥ ${GOALS.sequentialBetsPerSecond}/s`,
  met: yes(rate >= GOALS.sequentialBetsPerSecond),
});

/** Undelivered events have no lag yet: the goal is not met while any is left. */
export const outboxGoal = (p99: number, undelivered: number): Goal => ({
  text: `p99 < ${fmt(GOALS.outboxLagP99Ms / 1000)} s${undelivered > 0 ? `, ${undelivered} undelivered` : ''}`,
  met: yes(p99 < GOALS.outboxLagP99Ms && undelivered === 0),
});

const MET_WORDS: Record<Goal['met'], string> = { yes: 'yes', no: 'NO', floor: 'floor only', none: '' };

export function printSummary(rows: SummaryRow[]) {
  const widths = [46, 9, 9, 9, 9];
  const line = (cells: string[]) =>
    console.log(
      cells
        .map((cell, index) => {
          if (index === 0) return cell.padEnd(widths[0]!);
          if (index < widths.length) return cell.padStart(widths[index]!);
          return `  ${cell}`;
        })
        .join(''),
    );
  line(['phase', 'rate/s', 'p50 ms', 'p99 ms', '÷ TPC-B', 'goal', 'met']);
  for (const row of rows) {
    line([
      row.label,
      row.rate === undefined ? '' : fmt(row.rate),
      row.p50 === undefined ? '' : fmt(row.p50, 1),
      row.p99 === undefined ? '' : fmt(row.p99, 1),
      row.ratio === undefined ? '' : `${fmt(row.ratio, 2)}x`,
      row.goals
        .map((goal) => goal.text)
        .join('; ')
        .padEnd(42),
      row.goals.map((goal) => MET_WORDS[goal.met]).join('; '),
    ]);
  }
}
