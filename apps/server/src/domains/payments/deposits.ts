import type { DepositRequest, DepositResponse } from '@casino/contracts';
import { ErrorCode, InvoiceStatus, InvoiceType, PlayerStatus } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { publishEvent } from '../events/outbox.ts';
import { checkDepositRules } from './deposit-rules.ts';
import { lockInvoice, publishInvoice } from './invoice-views.ts';
import { checkPaymentRequest, pendingInvoice, providerInput } from './payment-request.ts';
import type { PaymentProvider } from './psp-port.ts';
import { qrDataUrl } from './qr-code.ts';
import { paymentInvoices } from './tables.ts';

/** Raised for an asyncRedirect deposit: the provider's redirect is fetched outside the player's request. */
export const DEPOSIT_REDIRECT_REQUESTED = 'payment.deposit.redirect-requested';

/** POST /api/payment/invoices/deposit: a pending deposit invoice and what the PSP wants shown. */
export async function createDeposit(
  db: Db,
  psp: PaymentProvider,
  playerId: string,
  request: DepositRequest,
): Promise<DepositResponse> {
  const checked = await checkPaymentRequest(db, psp, playerId, 'deposit', request);
  if (checked.player.status === PlayerStatus.limited)
    throw new AppError(ErrorCode.profileLimited, 'A limited profile cannot deposit.');
  await checkDepositRules(db, { playerId, currency: checked.currency, amount: checked.amount });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentInvoices)
      .values({
        ...pendingInvoice(checked, InvoiceType.deposit, psp.name),
        redirectSuccessUrl: request.redirectSuccessUrl ?? request.redirectUrl ?? null,
        redirectErrorUrl: request.redirectErrorUrl ?? request.redirectUrl ?? null,
        bonusId: request.bonusId === undefined || request.bonusId === null ? null : String(request.bonusId),
        isBonusDecline: request.isBonusDecline ?? false,
      })
      .returning();
    const start = psp.startDeposit(providerInput(checked, row!));
    const qr = start.qr ? await qrDataUrl(start.qr) : null;
    const [stored] = await tx
      .update(paymentInvoices)
      .set({ publicData: { qr, address: start.address, tag: start.tag, action: start.action } })
      .where(eq(paymentInvoices.id, row!.id))
      .returning();
    await publishInvoice(tx, stored!);
    if (checked.method.processingType === 'asyncRedirect')
      await publishEvent(tx, { type: DEPOSIT_REDIRECT_REQUESTED, payload: { invoiceId: row!.id } });
    return {
      invoiceId: row!.id,
      method: checked.method.method,
      type: checked.method.type,
      action: start.action,
      fields: start.fields,
      qr,
      qrText: start.qr,
      address: start.address,
      tag: start.tag,
    };
  });
}

/**
 * Fetches the redirects of asyncRedirect deposits from the provider after the player's request has
 * answered, and pushes them on payment:invoices as the invoice's publicData.action.
 */
export function handleAsyncRedirects(events: EventDispatcher, psp: PaymentProvider) {
  events.subscribe(DEPOSIT_REDIRECT_REQUESTED, async (event, tx) => {
    const { invoiceId } = event.payload as { invoiceId: string };
    const row = await lockInvoice(tx, invoiceId);
    if (!row || row.status !== InvoiceStatus.pending) return;
    const [updated] = await tx
      .update(paymentInvoices)
      .set({ publicData: { ...row.publicData, action: psp.redirectReady(row.id) }, updatedAt: new Date() })
      .where(eq(paymentInvoices.id, row.id))
      .returning();
    await publishInvoice(tx, updated!);
  });
}
