import { type Invoice, InvoiceStatus, InvoiceType } from '@casino/contracts';

/** An invoice as the API answers it: a settled 50 EUR card deposit, with no payment details. */
export const testInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'inv-1',
  playerId: 'p1',
  number: 1001,
  invoiceType: InvoiceType.deposit,
  status: InvoiceStatus.success,
  paymentMethod: 'sandbox_card',
  amount: 50,
  currency: 'EUR',
  createdAt: '2025-01-01T00:00:00.000Z',
  cancelledByPlayer: false,
  publicData: {
    qr: null,
    qrImage: null,
    url: null,
    action: null,
    address: null,
    tag: null,
    destination: null,
  },
  ...overrides,
});
