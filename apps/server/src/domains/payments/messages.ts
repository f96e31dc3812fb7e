import {
  INVOICE_DEPOSIT_UPDATED,
  INVOICE_WITHDRAWAL_UPDATED,
  type InvoicePush,
  InvoiceStatus,
} from '@casino/contracts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { createMessage } from '../messenger/messages.ts';

/**
 * The player's inbox hears of their payments: a deposit credited and a withdrawal paid each write one
 * message, from the invoice's push event (its view at the change), keyed by the invoice so that a
 * redelivered event writes nothing twice.
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
