import { dueFixtures, scheduleAhead, settleFixture } from './fixtures.ts';
import type { SportsbookOptions } from './options.ts';
import { type PayDeps, type PayLog, payAll, sweepSportsbookBets } from './settlement.ts';

export type SportsbookLoopLog = PayLog & { error(details: object, message: string): void };

/**
 * One step of the sportsbook's schedule, run by the lease holder only: fixtures past kick-off get
 * their result and their bets are settled and paid, pending and unpaid bets left by a stopped process
 * are swept, and the schedule is topped up. Every change is a conditional write, so a step can stop
 * anywhere and the next one (here or on another node) carries on from what is stored.
 */
export async function sportsbookStep(deps: PayDeps, options: SportsbookOptions, log: SportsbookLoopLog) {
  for (const fixture of await dueFixtures(deps.db)) {
    const settled = await settleFixture(deps.db, fixture);
    await payAll(deps, settled, log);
  }
  await sweepSportsbookBets(deps, options.stalePendingMs, log);
  await scheduleAhead(deps.db, options);
}
