import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { msToReach } from '../games/crash/crash-curve.ts';
import type { CrashFeed } from './feed.ts';
import type { CrashLiveOptions } from './options.ts';
import {
  crashRound,
  createRound,
  latestRound,
  reopenBetting,
  type SettledRound,
  startRound,
  voidRound,
} from './round-store.ts';
import { type PayDeps, type PayLog, payAll, settleAutoCashouts, sweepAbandonedBets } from './settlement.ts';
import { type CrashRoundRow, studioCrashBets } from './tables.ts';

export type LoopLog = PayLog & { error(details: object, message: string): void };

export type CrashLoopDeps = PayDeps & { options: CrashLiveOptions; feed: CrashFeed; log: LoopLog };

/** After an error the loop waits this long and looks at the round again, doubling up to the most. */
const RETRY_MS = 250;
const MAX_RETRY_MS = 2_000;

/**
 * The round loop, run by the lease holder only: betting → running → crashed → next round. Every step
 * reads the round from the database and moves it on with a conditional update, so the loop can stop
 * anywhere (shutdown, lost lease) and a successor carries on from what is stored.
 */
export class CrashLoop {
  private stopped = false;
  private wake: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private done: Promise<void> | null = null;
  /** Steps failed in a row (the database away, say): only the first is logged. */
  private failures = 0;

  constructor(private readonly deps: CrashLoopDeps) {}

  start(): void {
    this.done ??= this.run();
  }

  /** Stops after the step in progress; a running round is left for the next start to void. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    await this.done;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.recover();
        this.succeeded();
        break;
      } catch (error) {
        await this.retryAfter(error, 'crash recovery failed; retrying');
      }
    }
    while (!this.stopped) {
      try {
        await this.step();
        this.succeeded();
      } catch (error) {
        await this.retryAfter(error, 'crash loop step failed; retrying');
      }
    }
  }

  /** Logs the first failure of a run of them, then waits longer after each. */
  private async retryAfter(error: unknown, message: string): Promise<void> {
    if (this.failures++ === 0) this.deps.log.error({ err: error }, message);
    await this.sleep(Math.min(RETRY_MS * 2 ** (this.failures - 1), MAX_RETRY_MS));
  }

  private succeeded(): void {
    if (this.failures > 0) this.deps.log.warn({ failures: this.failures }, 'crash loop running again');
    this.failures = 0;
  }

  /**
   * What a previous loop left: a running round is void (its riding bets refunded), a betting round
   * takes bets for another full betting time, and abandoned or unpaid bets are settled.
   */
  private async recover(): Promise<void> {
    const { db, options, feed, log } = this.deps;
    const round = await latestRound(db);
    if (round?.phase === 'running') {
      const voided = await voidRound(db, round.id);
      if (voided) await this.pay(voided);
    } else if (round?.phase === 'betting') {
      await reopenBetting(db, round.id, options.bettingMs);
    }
    await sweepAbandonedBets(this.deps, options.stalePendingMs, log);
    await feed.publishState();
  }

  private async step(): Promise<void> {
    const round = await latestRound(this.deps.db);
    if (!round || round.phase === 'crashed') await this.openNextRound(round);
    else if (round.phase === 'betting') await this.closeBetting(round);
    else await this.runRound(round);
  }

  private async openNextRound(previous: CrashRoundRow | null): Promise<void> {
    const { db, options, feed } = this.deps;
    if (previous?.crashedAt && !previous.voided) {
      await this.sleepUntil(previous.crashedAt.getTime() + options.crashedMs);
    }
    if (this.stopped) return;
    if (await createRound(db, options)) await feed.publishState();
  }

  private async closeBetting(round: CrashRoundRow): Promise<void> {
    await this.sleepUntil(round.bettingEndsAt.getTime());
    if (this.stopped) return;
    if (await startRound(this.deps.db, round.id)) await this.deps.feed.publishState();
  }

  /** Settles auto cash-outs as the multiplier passes their targets, then crashes the round. */
  private async runRound(round: CrashRoundRow): Promise<void> {
    const { db, feed, log } = this.deps;
    const startedAt = round.startedAt!.getTime();
    const reachedAt = (hundredths: number) => startedAt + msToReach(hundredths, round.growthPerMs);
    for (const target of await this.autoTargets(round)) {
      await this.sleepUntil(reachedAt(target));
      if (this.stopped) return;
      const cashedOut = await settleAutoCashouts(db, round.id, target);
      if (cashedOut.length === 0) continue;
      // Paid before it is shown: a page that reads its balance on seeing the cash-out finds the win.
      await payAll(this.deps, cashedOut, log);
      await feed.publishBets(round.id);
    }
    await this.sleepUntil(reachedAt(round.crashHundredths));
    if (this.stopped) return;
    const crashed = await crashRound(db, round);
    if (!crashed) return;
    await feed.publishState();
    await this.pay(crashed);
    await sweepAbandonedBets(this.deps, this.deps.options.stalePendingMs, log);
  }

  /** The auto cash-out targets the round will reach, lowest first (bets are fixed once it runs). */
  private async autoTargets(round: CrashRoundRow): Promise<number[]> {
    const bets = studioCrashBets;
    const rows = await this.deps.db
      .selectDistinct({ target: bets.autoCashoutHundredths })
      .from(bets)
      .where(
        and(
          eq(bets.roundId, round.id),
          eq(bets.status, 'riding'),
          isNotNull(bets.autoCashoutHundredths),
          lte(bets.autoCashoutHundredths, round.crashHundredths),
        ),
      )
      .orderBy(asc(bets.autoCashoutHundredths));
    return rows.flatMap((row) => (row.target === null ? [] : [row.target]));
  }

  private async pay(settled: SettledRound): Promise<void> {
    await payAll(this.deps, settled.settled, this.deps.log);
  }

  /** Sleeps until the wall clock reaches `time` (a timer may fire a little early); stop() wakes it. */
  private async sleepUntil(time: number): Promise<void> {
    while (!this.stopped && Date.now() < time) await this.sleep(time - Date.now());
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      this.wake = () => {
        this.wake = null;
        resolve();
      };
      this.timer = setTimeout(this.wake, Math.max(ms, 0));
      this.timer.unref();
    });
  }
}
