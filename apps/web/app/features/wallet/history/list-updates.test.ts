import { AccountStatus, type Invoice, InvoiceStatus, type WalletAccount } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { testInvoice } from '../test/invoice-fixture.ts';
import { withAccountUpdate, withInvoiceUpdate } from './list-updates.ts';

const account = (id: string, currency: string, extra: Partial<WalletAccount> = {}): WalletAccount => ({
  id,
  status: AccountStatus.active,
  currency,
  balance: 0,
  realBalance: 0,
  bonusBalance: 0,
  lockedBalance: 0,
  withdrawalBalance: 0,
  isActive: false,
  ...extra,
});

describe('account list updates', () => {
  const list = [account('a', 'EUR', { isActive: true }), account('b', 'BTC'), account('c', 'USD')];

  it('replaces a changed account in place', () => {
    const next = withAccountUpdate(list, account('b', 'BTC', { balance: 0.5 }));
    expect(next.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(next[1]?.balance).toBe(0.5);
  });

  it('leaves only the newly active account active', () => {
    const next = withAccountUpdate(list, account('c', 'USD', { isActive: true }));
    expect(next.filter((item) => item.isActive).map((item) => item.id)).toEqual(['c']);
  });

  it('adds a new account and drops a hidden one', () => {
    expect(withAccountUpdate(list, account('d', 'ETH')).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    const hidden = withAccountUpdate(list, account('b', 'BTC', { status: AccountStatus.hidden }));
    expect(hidden.map((item) => item.id)).toEqual(['a', 'c']);
  });
});

describe('invoice page updates', () => {
  const invoice = (id: string, status: Invoice['status']): Invoice =>
    testInvoice({ id, number: 1, status, createdAt: '2025-01-01T10:00:00.000Z' });
  const page = {
    data: [invoice('x', InvoiceStatus.pending), invoice('y', InvoiceStatus.success)],
    meta: { page: 1, perPage: 20, totalPages: 1, totalRows: 2 },
  };

  it('patches an invoice on the page', () => {
    const next = withInvoiceUpdate(page, invoice('x', InvoiceStatus.error));
    expect(next.data.map((item) => item.status)).toEqual([InvoiceStatus.error, InvoiceStatus.success]);
  });

  it('leaves a page without the invoice as it is', () => {
    expect(withInvoiceUpdate(page, invoice('z', InvoiceStatus.error))).toBe(page);
  });
});
