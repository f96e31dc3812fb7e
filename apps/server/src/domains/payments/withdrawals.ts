import type { WithdrawRequest, WithdrawResponse } from '@casino/contracts';
import { ErrorCode, InvoiceType } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { openTurnoverWager } from '../risk/turnover.ts';
import { publishAccountChanged } from '../wallet/account-events.ts';
import { runMoneyOperation } from '../wallet/group-commit.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import { reserveWithdrawal } from '../wallet/postings.ts';
import { accountParts } from '../wallet/views.ts';
import { runWithdrawalRequestHooks } from './deposit-hooks.ts';
import { invoiceView, publishInvoice } from './invoice-views.ts';
import { checkVerificationTier } from './kyc-tier.ts';
import { checkPaymentRequest, pendingInvoice, providerInput } from './payment-request.ts';
import type { PaymentProvider } from './psp-port.ts';
import { withdrawalHoldKey } from './settlement.ts';
import { paymentInvoices } from './tables.ts';

/** The cash part: what a withdrawal may take when no turnover wager is open. */
async function withdrawableCash(db: Db, walletAccountId: string): Promise<bigint> {
  return (await accountParts(db, walletAccountId)).cash;
}

async function aboveBalance(db: Db, walletAccountId: string, unit: number) {
  const max = minorToDecimalString(await withdrawableCash(db, walletAccountId), unit);
  return new AppError(ErrorCode.withdrawalAboveBalance, 'The amount is above your withdrawable balance.', [
    { field: 'amount', rule: 'withdrawalBalance', params: { max } },
  ]);
}

/**
 * POST /api/payment/invoices/withdrawal: a pending withdrawal whose amount moves from cash to the
 * reserved part in the same transaction, so it can never be spent twice. Refused while a turnover
 * wager is open (13007), above the cash part (13006, a field error on amount), and past the lifetime
 * amount an unverified player may withdraw (13009, kyc-tier.ts).
 */
export async function createWithdrawal(
  db: Db,
  psp: PaymentProvider,
  playerId: string,
  request: WithdrawRequest,
): Promise<WithdrawResponse> {
  const checked = await checkPaymentRequest(db, psp, playerId, 'withdrawal', request);
  const { account, currency, unit, method, amount } = checked;
  if (await openTurnoverWager(db, account.id))
    throw new AppError(ErrorCode.turnoverWagerOpen, 'Deposits must be wagered before a withdrawal.');
  if (amount > (await withdrawableCash(db, account.id))) throw await aboveBalance(db, account.id, unit);
  await checkVerificationTier(db, playerId, { amount, currency });

  try {
    return await runMoneyOperation(db, account.id, async (tx) => {
      await runWithdrawalRequestHooks(tx, { playerId, walletAccountId: account.id });
      const [row] = await tx
        .insert(paymentInvoices)
        .values(pendingInvoice(checked, InvoiceType.withdrawal, psp.name))
        .returning();
      await reserveWithdrawal(tx, {
        walletAccountId: account.id,
        currency,
        amount,
        idempotencyKey: withdrawalHoldKey(row!.id),
        metadata: { invoiceId: row!.id, invoiceNumber: row!.number, method: method.method },
      });
      const destination = psp.describeDestination(providerInput(checked, row!));
      const [stored] = await tx
        .update(paymentInvoices)
        .set({ publicData: { destination } })
        .where(eq(paymentInvoices.id, row!.id))
        .returning();
      await publishInvoice(tx, stored!);
      await publishAccountChanged(tx, { playerId, walletAccountId: account.id });
      const invoice = await invoiceView(tx, stored!, unit);
      return { invoiceId: invoice.id, action: null, fields: {}, method: invoice.paymentMethod, invoice };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.insufficientFunds)
      throw await aboveBalance(db, account.id, unit);
    throw error;
  }
}
