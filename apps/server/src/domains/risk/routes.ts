import { type TurnoverWager, turnoverWagerQuerySchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { currencyUnits } from '../settings/service.ts';
import { findAccount } from '../wallet/accounts.ts';
import { minorToUnits } from '../wallet/money.ts';
import { openTurnoverWager } from './turnover.ts';

export async function riskRoutes(app: FastifyInstance) {
  /** GET /api/risk/reasons/turn-over-wager?currency: the open wager of the player's account in the currency. */
  app.get('/api/risk/reasons/turn-over-wager', { preHandler: app.requirePlayer }, async (request) => {
    const currency = parseInput(turnoverWagerQuerySchema, request.query).currency.toUpperCase();
    const account = await findAccount(app.db, sessionOf(request).playerId, currency);
    const open = account ? await openTurnoverWager(app.db, account.id) : null;
    if (!open) return { data: null };
    const unit = (await currencyUnits(app.db)).get(currency) ?? 1;
    const data: TurnoverWager = {
      total: minorToUnits(open.required, unit),
      turnOverWager: minorToUnits(open.left, unit),
      turnOverWagerAmount: minorToUnits(open.wagered, unit),
      currency,
    };
    return { data };
  });
}
