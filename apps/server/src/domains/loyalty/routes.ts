import { retentionRoutes as calls, pageMeta, pageOffset } from '@casino/contracts';
import { asc, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { getPublicSettings, listEnabledCurrencies } from '../settings/service.ts';
import { playerAccount } from './accounts.ts';
import { earnRatesOf, registerLoyaltyEarning } from './earning.ts';
import { renderLoyaltyPushes } from './events.ts';
import { pointsExchangeRoutes } from './exchange.ts';
import { levelView } from './levels.ts';
import { loyaltyLevels } from './tables.ts';

/**
 * The loyalty club, Harbor Club (client contract sections 9 and 13): its levels and earn rules, open
 * to everyone, the player's account, the points every settled round earns (earning.ts) and the
 * retention:accounts pushes. spendPoints (spending.ts) is the hook the exchange of points for a bonus
 * will call.
 */
export async function loyaltyRoutes(app: FastifyInstance) {
  registerLoyaltyEarning(app.events);
  renderLoyaltyPushes(app.events, app.defaultLocale);
  pointsExchangeRoutes(app);

  route(app, calls.levels, async ({ query }, request) => {
    const order = query.sortOrder === 'desc' ? desc : asc;
    const [rows, total] = await Promise.all([
      app.db
        .select()
        .from(loyaltyLevels)
        .orderBy(order(loyaltyLevels.levelOrder))
        .limit(query.perPage)
        .offset(pageOffset(query)),
      app.db.$count(loyaltyLevels),
    ]);
    return {
      data: rows.map((row) => levelView(row, request.locale, app.defaultLocale)),
      meta: pageMeta(query, total),
    };
  });

  route(app, calls.earnRules, async () => {
    const [currencies, rates] = await Promise.all([listEnabledCurrencies(app.db), earnRatesOf(app.db)]);
    const base = currencies.find((currency) => currency.isBase) ?? currencies[0];
    return { data: { baseCurrency: base?.code ?? '', rules: rates.rules } };
  });

  route(app, calls.account, async (_input, request) => {
    if (!(await getPublicSettings(app.db)).loyaltyEnabled)
      throw AppError.notFound('The loyalty club is closed.');
    const { playerId } = sessionOf(request);
    return { data: await playerAccount(app.db, playerId, request.locale, app.defaultLocale) };
  });
}
