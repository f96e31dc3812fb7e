import { riskRoutes as calls, type TurnoverWager } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { currencyUnits } from '../settings/service.ts';
import { findAccount } from '../wallet/accounts.ts';
import { minorToUnits } from '../wallet/money.ts';
import { registerWithdrawalLock, type WithdrawalLock } from '../wallet/views.ts';
import { accountsWithOpenWager, openTurnoverWager } from './turnover.ts';

/** Deposits must be wagered first: nothing is withdrawable while a turnover wager is open. */
const turnoverLock: WithdrawalLock = (db, walletAccountIds) => accountsWithOpenWager(db, walletAccountIds);

export async function riskRoutes(app: FastifyInstance) {
  registerWithdrawalLock(turnoverLock);
  /** The open wager of the player's account in the currency; all zeros when none is open. */
  route(app, calls.turnoverWager, async ({ query }, request) => {
    const currency = query.currency.toUpperCase();
    const account = await findAccount(app.db, sessionOf(request).playerId, currency);
    const open = account ? await openTurnoverWager(app.db, account.id) : null;
    const unit = (await currencyUnits(app.db)).get(currency) ?? 1;
    const data: TurnoverWager = {
      total: open ? minorToUnits(open.required, unit) : 0,
      turnOverWager: open ? minorToUnits(open.wagered, unit) : 0,
      turnOverWagerAmount: open ? minorToUnits(open.left, unit) : 0,
      currency,
    };
    return { data };
  });
}
