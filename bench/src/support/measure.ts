// A fixed number of calls at a fixed concurrency, their latencies and what did not go as planned.
import type { CpuShares } from './cpu.ts';
import type { Sessions } from './pg.ts';

/** Runs `work` over the items with `concurrency` calls in flight; wall time in ms. */
export async function pool<T>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
  return performance.now() - started;
}

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export type Phase = {
  label: string;
  done: number;
  ms: number;
  latencies: number[];
  /** HTTP status (and outcome) -> count, for what did not go as planned. */
  other: Map<string, number>;
  /** CPU used during the phase, in percent of one core. */
  cpu?: CpuShares;
  /** The server's database connections during the phase. */
  sessions?: Sessions;
};

export const newPhase = (label: string): Phase => ({
  label,
  done: 0,
  ms: 0,
  latencies: [],
  other: new Map(),
});
export const countOther = (phase: Phase, key: string) =>
  phase.other.set(key, (phase.other.get(key) ?? 0) + 1);

export const fmt = (n: number, digits = 0) => n.toFixed(digits);
