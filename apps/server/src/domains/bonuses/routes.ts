import { ACKNOWLEDGED, bonusRoutes as calls, PlayerBonusResult } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { registerBonusRollbackHook } from '../game-wallet/bet-rules.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { registerBonusForfeiter } from '../limits/bonus-forfeiture.ts';
import { registerDepositSettledHook, registerWithdrawalRequestHook } from '../payments/deposit-hooks.ts';
import { activeAccountOf, findAccount } from '../wallet/accounts.ts';
import { runMoneyOperation } from '../wallet/group-commit.ts';
import { cashbackOf, payWeeklyCashback } from './cashback.ts';
import { addBonusCode, deleteWaitingCode, useWaitingCode, waitingCodes } from './codes.ts';
import { renderBonusPushes } from './events.ts';
import { issueFreespinWinnings, registerFreespinPlay } from './freespins-play.ts';
import {
  activate,
  activateFreespins,
  BONUS_TIMER_EVENT,
  type BonusTimer,
  bonusBetRolledBack,
  cancel,
  expireBonus,
  expireFreespins,
  finishFreespins,
  forfeitAll,
  lockFreespins,
  lockPlayerBonus,
} from './lifecycle.ts';
import { listedBonuses } from './listing.ts';
import { tellChosenBonusDropped } from './messages.ts';
import { grantChosenBonus, issueStatuses, weekStart } from './offers.ts';
import { listPlayerBonuses, listPlayerFreespins } from './player-lists.ts';
import type { PlayerBonusRow, PlayerFreespinRow } from './tables.ts';
import { playerBonusViews, playerFreespinViews } from './views.ts';

/**
 * Bonuses (client contract section 6): the calls, the deposit and withdrawal hooks, the forfeiture on
 * self-exclusion, the timers (activation, wagering and free-spin expiry) and the weekly cashback on
 * the durable job queue.
 */
export async function bonusesRoutes(app: FastifyInstance) {
  const expireBonusJob = app.jobs.define('bonuses.expire', (tx, job) =>
    expireBonus(tx, job.data.id as string, new Date(job.data.runAt as string)),
  );
  const expireSpinsJob = app.jobs.define('bonuses.expire-freespins', async (tx, job) => {
    const ended = await expireFreespins(tx, job.data.id as string, new Date(job.data.runAt as string));
    if (ended) await issueFreespinWinnings(tx, ended.id);
  });
  const cashbackJob = app.jobs.define('bonuses.cashback', async (tx, job) => {
    await payWeeklyCashback(tx, new Date(job.data.periodStart as string));
  });
  // Every hour, the week that ended is queued (keyed by week, paid once per account): the queue sends a
  // cron run only within a minute of its time, so a weekly slot missed while no node ran would lose
  // that week's cashback; hourly, the first run after Monday 00:05 UTC pays it.
  app.jobs.define(
    'bonuses.cashback-week',
    async (tx) => {
      await scheduleCashback(
        app,
        tx,
        cashbackJob,
        new Date(weekStart(new Date()).getTime() - 7 * 86_400_000),
      );
    },
    { cron: '5 * * * *' },
  );
  app.events.subscribe(BONUS_TIMER_EVENT, async (event, tx) => {
    const timer = event.payload as BonusTimer;
    const job = timer.kind === 'freespins' ? expireSpinsJob : expireBonusJob;
    await app.jobs.schedule(tx, job, {
      key: `${timer.kind}:${timer.id}`,
      runAt: new Date(timer.runAt),
      data: { id: timer.id, runAt: timer.runAt },
    });
  });
  renderBonusPushes(app.events);
  registerDepositSettledHook(onDepositSettled);
  registerWithdrawalRequestHook((tx, request) => forfeitAll(tx, request));
  registerBonusForfeiter((tx, playerId) => forfeitAll(tx, { playerId }));
  registerBonusRollbackHook(bonusBetRolledBack);
  registerFreespinPlay(app.events);

  const playerOf = (request: FastifyRequest) => sessionOf(request).playerId;
  const activeAccount = async (request: FastifyRequest) => {
    const playerId = playerOf(request);
    const account = await activeAccountOf(app.db, playerId);
    if (!account) throw AppError.notFound('The player has no active account.');
    return { playerId, walletAccountId: account.id, currency: account.currency };
  };

  route(app, calls.playerBonuses, async ({ query }, request) =>
    listPlayerBonuses(app.db, playerOf(request), query, request.locale),
  );

  route(app, calls.playerFreespins, async ({ query }, request) =>
    listPlayerFreespins(app.db, playerOf(request), query, request.locale),
  );

  /** A change of a player's bonus, as a money operation of its wallet account. */
  type BonusChange = (tx: Db, row: PlayerBonusRow) => Promise<PlayerBonusRow>;
  const bonusChange = async (request: FastifyRequest, id: string, change: BonusChange) => {
    const playerId = playerOf(request);
    const found = await lockPlayerBonus(app.db, playerId, id);
    const row = await runMoneyOperation(app.db, found.walletAccountId, async (tx) =>
      change(tx, await lockPlayerBonus(tx, playerId, id)),
    );
    return { data: (await playerBonusViews(app.db, [row], request.locale))[0]! };
  };
  route(app, calls.activatePlayerBonus, ({ params }, request) =>
    bonusChange(request, params.id, (tx, row) => activate(tx, row)),
  );
  route(app, calls.cancelPlayerBonus, ({ params }, request) => bonusChange(request, params.id, cancel));

  type SpinsChange = (tx: Db, row: PlayerFreespinRow) => Promise<PlayerFreespinRow>;
  const spinsChange = async (request: FastifyRequest, id: string, change: SpinsChange) => {
    const playerId = playerOf(request);
    const row = await app.db.transaction(async (tx) => change(tx, await lockFreespins(tx, playerId, id)));
    return { data: (await playerFreespinViews(app.db, [row], request.locale))[0]! };
  };
  route(app, calls.activatePlayerFreespin, ({ params }, request) =>
    spinsChange(request, params.id, activateFreespins),
  );
  route(app, calls.cancelPlayerFreespin, ({ params }, request) =>
    spinsChange(request, params.id, async (tx, row) => {
      const ended = await finishFreespins(tx, row, PlayerBonusResult.cancelled);
      await issueFreespinWinnings(tx, ended.id);
      return ended;
    }),
  );

  route(app, calls.bonuses, async ({ query }, request) => ({
    data: await listedBonuses(app.db, playerOf(request), query, request.locale),
  }));

  route(app, calls.bonusStatus, async ({ query }, request) => ({
    data: await issueStatuses(app.db, playerOf(request), query.bonusIds, query.currency),
  }));

  route(app, calls.bonusCodes, async ({ query }, request) => ({
    data: await waitingCodes(app.db, playerOf(request), query.trigger),
  }));

  route(app, calls.addBonusCode, async ({ body }, request) => {
    const account = await activeAccount(request);
    return {
      data: await runMoneyOperation(app.db, account.walletAccountId, (tx) => addBonusCode(tx, account, body)),
    };
  });

  route(app, calls.deleteBonusCode, async ({ body }, request) => {
    await deleteWaitingCode(app.db, playerOf(request), body.playerBonusCodeId);
    return ACKNOWLEDGED;
  });

  route(app, calls.cashback, async ({ query }, request) => {
    const playerId = playerOf(request);
    const accounts = await findAccount(app.db, playerId, query.currency);
    if (!accounts) return { data: [] };
    return {
      data: await cashbackOf(
        app.db,
        { playerId, walletAccountId: accounts.id, currency: query.currency },
        request.locale,
      ),
    };
  });
}

/**
 * A confirmed deposit gives the bonus chosen with it, or else uses the waiting deposit code. A chosen
 * bonus that cannot be given is dropped with a word to the player: the money is credited either way.
 */
async function onDepositSettled(
  tx: Db,
  deposit: Parameters<Parameters<typeof registerDepositSettledHook>[0]>[1],
) {
  if (deposit.isBonusDecline) return;
  if (deposit.bonusId) {
    if (await grantChosenBonusOrDrop(tx, { ...deposit, bonusId: deposit.bonusId })) return;
    await tellChosenBonusDropped(tx, deposit);
  }
  await useWaitingCode(tx, deposit);
}

/** In a savepoint, so that a bonus that fails to be given never fails the deposit's settlement. */
async function grantChosenBonusOrDrop(tx: Db, deposit: Parameters<typeof grantChosenBonus>[1]) {
  try {
    return await tx.transaction((savepoint) => grantChosenBonus(savepoint, deposit));
  } catch {
    return false;
  }
}

export async function scheduleCashback(
  app: FastifyInstance,
  tx: Db,
  job: { name: string },
  periodStart: Date,
): Promise<void> {
  const key = periodStart.toISOString().slice(0, 10);
  await app.jobs.schedule(tx, job, {
    key,
    runAt: new Date(),
    data: { periodStart: periodStart.toISOString() },
  });
}
