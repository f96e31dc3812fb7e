import {
  INVOICE_DEPOSIT_UPDATED,
  INVOICE_WITHDRAWAL_UPDATED,
  type InvoicePush,
  InvoiceStatus,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { createMessage } from '../messenger/messages.ts';
import { minorToUnits } from '../wallet/money.ts';
import { unitOf } from './invoice-views.ts';
import type { InvoiceRow } from './tables.ts';

/**
 * The player's inbox hears of their payments: a deposit credited and a withdrawal paid each write one
 * message, from the invoice's push event (its view at the change), keyed by the invoice so that a
 * redelivered event writes nothing twice. The other steps of a withdrawal are written by the decision
 * itself (below), in its transaction.
 */
export function registerPaymentMessages(events: EventDispatcher) {
  events.subscribe(INVOICE_DEPOSIT_UPDATED, async (event, tx) => {
    const { invoice } = event.payload as Omit<InvoicePush, 'event'>;
    if (invoice.status !== InvoiceStatus.success) return;
    await createMessage(tx, {
      playerId: invoice.playerId,
      key: `deposit:${invoice.id}`,
      kind: 'deposit.credited',
      params: { amount: { amount: invoice.amount, currency: invoice.currency } },
      link: '/profile/wallet',
    });
  });
  events.subscribe(INVOICE_WITHDRAWAL_UPDATED, async (event, tx) => {
    const { invoice } = event.payload as Omit<InvoicePush, 'event'>;
    if (invoice.status !== InvoiceStatus.success) return;
    await createMessage(tx, {
      playerId: invoice.playerId,
      key: `withdrawal:${invoice.id}`,
      kind: 'withdrawal.paid',
      params: { amount: { amount: invoice.amount, currency: invoice.currency } },
      link: '/profile/history',
    });
  });
}

/** A withdrawal's amount as a message parameter (currency units). */
async function amountOf(tx: Db, row: InvoiceRow) {
  return { amount: minorToUnits(row.amount, await unitOf(tx, row.currency)), currency: row.currency };
}

/** Free text put before the next sentence of a message: it ends as a sentence does. */
const asSentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * Four-eyes (decision 0039): the first approval of a large withdrawal is no status of the invoice the
 * player's client knows, so the player hears of it in the inbox (and live, message.received), once.
 */
export async function tellFirstApproval(tx: Db, row: InvoiceRow) {
  await createMessage(tx, {
    playerId: row.playerId,
    key: `withdrawal:${row.id}:first-approval`,
    kind: 'withdrawal.firstApproval',
    params: { amount: await amountOf(tx, row) },
    link: '/profile/history',
  });
}

/** A withdrawal declined by staff, a key or the provider: the player reads why, once. */
export async function tellWithdrawalDeclined(tx: Db, row: InvoiceRow, reason: string) {
  await createMessage(tx, {
    playerId: row.playerId,
    key: `withdrawal:${row.id}:declined`,
    kind: 'withdrawal.declined',
    params: { amount: await amountOf(tx, row), reason: asSentence(reason) },
    link: '/profile/history',
  });
}
