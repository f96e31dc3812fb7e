import type { DepositRequest, DepositResponse } from '@casino/contracts';
import { ErrorCode, InvoiceStatus, InvoiceType, PlayerStatus } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
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
  return db.transaction(async (tx) => {
    await lockPlayerDeposits(tx, playerId);
    await checkDepositRules(tx, { playerId, currency: checked.currency, amount: checked.amount });
    const [row] = await tx
      .insert(paymentInvoices)
      .values({
        ...pendingInvoice(checked, InvoiceType.deposit, psp.name),
        redirectSuccessUrl: request.redirectSuccessUrl ?? request.redirectUrl ?? null,
        redirectErrorUrl: request.redirectErrorUrl ?? request.redirectUrl ?? null,
        bonusId: request.bonusId ?? null,
        isBonusDecline: request.isBonusDecline ?? false,
      })
      .returning();
    const start = psp.startDeposit(providerInput(checked, row!));
    const qrImage = start.qr ? await qrDataUrl(start.qr) : null;
    const publicData = {
      qr: start.qr,
      qrImage,
      address: start.address,
      tag: start.tag,
      action: start.action,
    };
    const [stored] = await tx
      .update(paymentInvoices)
      .set({ publicData })
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
      qr: start.qr,
      qrImage,
      address: start.address,
      tag: start.tag,
    };
  });
}

/**
 * Serializes one player's deposit creations: the limit rules count the open invoices, so a request
 * must see the invoices concurrent requests created before it decides (a transaction-scoped lock).
 */
async function lockPlayerDeposits(tx: Db, playerId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`deposits:${playerId}`}))`);
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
