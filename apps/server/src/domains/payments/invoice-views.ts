import type { Invoice, InvoicePush } from '@casino/contracts';
import {
  ErrorCode,
  INVOICE_DEPOSIT_UPDATED,
  INVOICE_WITHDRAWAL_UPDATED,
  InvoiceStatus,
  InvoiceType,
  playerChannel,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/outbox.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToUnits } from '../wallet/money.ts';
import { type InvoicePublicData, type InvoiceRow, paymentInvoices } from './tables.ts';

/** The currency's subunits per unit; 12003 when it is not an enabled currency. */
export async function unitOf(db: Db, currency: string): Promise<number> {
  const unit = (await currencyUnits(db)).get(currency);
  if (!unit) throw new AppError(ErrorCode.currencyNotEnabled, `Currency ${currency} is not available.`);
  return unit;
}

const statusOf = (status: number) =>
  status === InvoiceStatus.success
    ? InvoiceStatus.success
    : status === InvoiceStatus.error
      ? InvoiceStatus.error
      : InvoiceStatus.pending;

/** spec: Invoice, as the player sees it. */
/** The error reason of an invoice the player cancelled (PUT .../decline). */
export const CANCELLED_BY_PLAYER = 'declined by the player';

export async function invoiceView(db: Db, row: InvoiceRow, unit?: number): Promise<Invoice> {
  const subunit = unit ?? (await unitOf(db, row.currency));
  return {
    id: row.id,
    playerId: row.playerId,
    number: row.number,
    cancelledByPlayer: row.status === InvoiceStatus.error && row.errorReason === CANCELLED_BY_PLAYER,
    invoiceType: row.type === InvoiceType.withdrawal ? InvoiceType.withdrawal : InvoiceType.deposit,
    status: statusOf(row.status),
    paymentMethod: row.method,
    amount: minorToUnits(row.amount, subunit),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    publicData: {
      ...qrOf(row.publicData),
      url: row.publicData.action ?? null,
      address: row.publicData.address ?? null,
      tag: row.publicData.tag ?? null,
      action: row.publicData.action ?? null,
      destination: row.publicData.destination ?? null,
    },
  };
}

/** Publishes the invoice's new state on payment:invoices#{playerId} as `{ event, invoice }`, in the caller's transaction. */
export async function publishInvoice(tx: Db, row: InvoiceRow) {
  const payload: Omit<InvoicePush, 'event'> = { invoice: await invoiceView(tx, row) };
  await publishEvent(tx, {
    type: row.type === InvoiceType.withdrawal ? INVOICE_WITHDRAWAL_UPDATED : INVOICE_DEPOSIT_UPDATED,
    payload,
    channel: playerChannel('payment:invoices', row.playerId),
  });
}

/** The invoice locked for a status change, or null. */
export async function lockInvoice(tx: Db, id: string): Promise<InvoiceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(paymentInvoices).where(eq(paymentInvoices.id, id)).for('update');
  return row ?? null;
}

/** The invoice a PSP page or webhook names, without the owner check. */
export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(paymentInvoices).where(eq(paymentInvoices.id, id));
  return row ?? null;
}

/** The QR code's text and image; older invoices stored only the image, under `qr`. */
function qrOf({ qr, qrImage }: InvoicePublicData) {
  const stored = qr ?? null;
  if (stored?.startsWith('data:image')) return { qr: null, qrImage: stored };
  return { qr: stored, qrImage: qrImage ?? null };
}
