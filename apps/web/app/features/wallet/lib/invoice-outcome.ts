import { type Invoice, InvoiceStatus, InvoiceType } from '@casino/contracts';
import type { PendingDeposit } from './deposit-session.ts';

export type InvoiceAlert = 'depositSuccess' | 'depositFailed' | 'withdrawalPaid' | 'withdrawalDeclined';

/** What a payment:invoices update means for this tab. */
export type InvoiceReaction = {
  /** Status 2 and 3 raise an alert (spec section 4), unless the player cancelled the invoice. */
  alert: InvoiceAlert | null;
  /** The deposit this tab waits for has ended: its result modal opens. */
  modal: 'deposit-success' | 'deposit-error' | null;
  /** An asyncRedirect deposit's provider page has arrived: the browser goes there. */
  redirect: string | null;
};

const NOTHING: InvoiceReaction = { alert: null, modal: null, redirect: null };

export function invoiceReaction(
  invoice: Invoice,
  pending: PendingDeposit | null,
  declinedHere: boolean,
): InvoiceReaction {
  const isDeposit = invoice.invoiceType === InvoiceType.deposit;
  const ours = isDeposit && pending?.invoiceId === invoice.id;
  if (invoice.status === InvoiceStatus.pending) {
    const url = invoice.publicData.url;
    const redirect = ours && pending.processingType === 'asyncRedirect' && url ? url : null;
    return { ...NOTHING, redirect };
  }
  const success = invoice.status === InvoiceStatus.success;
  // The player cancelled it (here or elsewhere): the page that cancelled it said so; it was not declined.
  const alert: InvoiceAlert | null =
    declinedHere || invoice.cancelledByPlayer
      ? null
      : isDeposit
        ? success
          ? 'depositSuccess'
          : 'depositFailed'
        : success
          ? 'withdrawalPaid'
          : 'withdrawalDeclined';
  const modal = ours ? (success ? 'deposit-success' : 'deposit-error') : null;
  return { alert, modal, redirect: null };
}
