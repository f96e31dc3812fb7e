import type { Invoice } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { testInvoice } from '../test/invoice-fixture.ts';
import type { PendingDeposit } from './deposit-session.ts';
import { invoiceReaction } from './invoice-outcome.ts';

const invoice = (extra: Partial<Invoice> = {}): Invoice =>
  testInvoice({ invoiceType: 1, status: 1, paymentMethod: 'sandbox_bank', ...extra });
const NO_PUBLIC_DATA = testInvoice().publicData;

const pending: PendingDeposit = {
  invoiceId: 'inv-1',
  method: 'sandbox_bank',
  processingType: 'asyncRedirect',
  amount: 50,
  currency: 'EUR',
  walletType: 'fiat',
  action: null,
  startedAt: 0,
};

describe('invoice updates', () => {
  it('sends an asyncRedirect deposit to its provider once the action arrives', () => {
    expect(invoiceReaction(invoice(), pending, false)).toEqual({ alert: null, modal: null, redirect: null });
    expect(
      invoiceReaction(
        invoice({ publicData: { ...NO_PUBLIC_DATA, url: '/pay/1', action: '/pay/1' } }),
        pending,
        false,
      ).redirect,
    ).toBe('/pay/1');
    expect(
      invoiceReaction(
        invoice({ publicData: { ...NO_PUBLIC_DATA, url: '/pay/1', action: '/pay/1' } }),
        { ...pending, processingType: 'iframe' },
        false,
      ).redirect,
    ).toBeNull();
  });

  it("opens this tab's result modal and raises the alert", () => {
    expect(invoiceReaction(invoice({ status: 2 }), pending, false)).toEqual({
      alert: 'depositSuccess',
      modal: 'deposit-success',
      redirect: null,
    });
    expect(invoiceReaction(invoice({ status: 3 }), pending, false)).toMatchObject({
      alert: 'depositFailed',
      modal: 'deposit-error',
    });
  });

  it('only alerts for invoices another tab started, and says nothing of one declined here', () => {
    expect(invoiceReaction(invoice({ status: 2 }), null, false)).toMatchObject({
      alert: 'depositSuccess',
      modal: null,
    });
    expect(invoiceReaction(invoice({ status: 3 }), null, true)).toEqual({
      alert: null,
      modal: null,
      redirect: null,
    });
  });

  it('tells withdrawals apart', () => {
    expect(invoiceReaction(invoice({ invoiceType: 2, status: 2 }), pending, false)).toMatchObject({
      alert: 'withdrawalPaid',
      modal: null,
    });
    expect(invoiceReaction(invoice({ invoiceType: 2, status: 3 }), null, false).alert).toBe(
      'withdrawalDeclined',
    );
  });

  it('raises no "declined" alert for an invoice the player cancelled (issue 28, item 9)', () => {
    const cancelled = { status: 3, cancelledByPlayer: true } as const;
    expect(invoiceReaction(invoice({ invoiceType: 2, ...cancelled }), null, false).alert).toBeNull();
    expect(invoiceReaction(invoice({ ...cancelled }), null, false).alert).toBeNull();
    expect(invoiceReaction(invoice({ ...cancelled }), pending, false).modal).toBe('deposit-error');
  });
});
