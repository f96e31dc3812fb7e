import { questRoutes as calls } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { registerQuestRewardSource } from '../bonuses/quest-rewards.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { siteRates } from '../settings/rates.ts';
import { getPublicSettings, listEnabledCurrencies } from '../settings/service.ts';
import { activeAccountOf } from '../wallet/accounts.ts';
import { activateQuest, cancelQuest } from './activation.ts';
import { questBonusRewards } from './bonus-rewards.ts';
import { renderQuestPushes } from './events.ts';
import { expireQuest, QUEST_TIMER_EVENT, type QuestTimer } from './expiry.ts';
import { loadHeld } from './held.ts';
import { heldQuests, offeredQuests } from './lists.ts';
import { registerQuestProgress } from './sources.ts';
import { heldView, type ViewContext } from './views.ts';

/**
 * Quests (client contract sections 9 and 13): the quests on offer and the player's own, activation and
 * cancel, progress from settled rounds and credited deposits (sources.ts), the rewards paid once on
 * completion (completion.ts), the expiry timers on the job queue and the retention:quests pushes.
 * Everything answers 404 while the public setting questsEnabled is off.
 */
export async function questsRoutes(app: FastifyInstance) {
  registerQuestProgress(app.events);
  const unregisterRewards = registerQuestRewardSource(questBonusRewards);
  app.addHook('onClose', async () => unregisterRewards());
  renderQuestPushes(app.events, app.defaultLocale);
  const expireJob = app.jobs.define('quests.expire', async (tx, job) => {
    await expireQuest(tx, job.data as QuestTimer);
  });
  app.events.subscribe(QUEST_TIMER_EVENT, async (event, tx) => {
    const timer = event.payload as QuestTimer;
    await app.jobs.schedule(tx, expireJob, {
      key: `${timer.kind}:${timer.id}`,
      runAt: new Date(timer.runAt),
      data: timer,
    });
  });

  /** The asking player, once quests are open. */
  const playerOf = async (request: FastifyRequest) => {
    if (!(await getPublicSettings(app.db)).questsEnabled) throw AppError.notFound('Quests are closed.');
    return sessionOf(request).playerId;
  };

  /** The currency asked for (an enabled one: 422 otherwise), else the active account's, else the base. */
  const currencyFor = async (playerId: string, asked: string | undefined) => {
    const enabled = await listEnabledCurrencies(app.db);
    if (asked !== undefined) {
      if (!enabled.some((currency) => currency.code === asked))
        throw AppError.validation([{ field: 'currency', rule: 'in' }]);
      return asked;
    }
    const active = await activeAccountOf(app.db, playerId);
    return active?.currency ?? enabled.find((currency) => currency.isBase)?.code ?? 'EUR';
  };

  const contextOf = async (request: FastifyRequest, currency: string): Promise<ViewContext> => ({
    locale: request.locale,
    defaultLocale: app.defaultLocale,
    currency,
    rates: await siteRates(app.db),
  });

  route(app, calls.availableQuests, async ({ query }, request) => {
    const playerId = await playerOf(request);
    const ctx = await contextOf(request, await currencyFor(playerId, query.currency));
    return offeredQuests(app.db, playerId, query, ctx);
  });

  route(app, calls.playerQuests, async ({ query }, request) => {
    const playerId = await playerOf(request);
    const ctx = await contextOf(request, await currencyFor(playerId, query.currency));
    return heldQuests(app.db, playerId, query, ctx);
  });

  route(app, calls.activateQuest, async ({ params, query }, request) => {
    const playerId = await playerOf(request);
    const currency = await currencyFor(playerId, query.currency);
    const held = await app.db.transaction((tx) => activateQuest(tx, playerId, params.id, currency));
    return { data: heldView(held, await contextOf(request, currency)) };
  });

  route(app, calls.cancelQuest, async ({ params, query }, request) => {
    const playerId = await playerOf(request);
    const row = await app.db.transaction((tx) => cancelQuest(tx, playerId, params.id));
    const currency =
      query.currency === undefined ? row.currency : await currencyFor(playerId, query.currency);
    const [held] = await loadHeld(app.db, [row]);
    return { data: heldView(held!, await contextOf(request, currency)) };
  });
}
