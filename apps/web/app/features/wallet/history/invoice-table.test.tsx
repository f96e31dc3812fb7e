// @vitest-environment happy-dom
import { type Invoice, InvoiceStatus, InvoiceType } from '@casino/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testInvoice } from '../test/invoice-fixture.ts';
import { InvoiceTable } from './invoice-table.tsx';
import { renderWithSite, TEST_CURRENCIES } from './test-support.tsx';

const invoice = (overrides: Partial<Invoice>): Invoice =>
  testInvoice({ createdAt: '2025-03-14T09:26:00.000Z', ...overrides });

function renderTable(invoices: Invoice[], cancellingId: string | null = null) {
  const onCancel = vi.fn();
  renderWithSite(
    <InvoiceTable
      invoices={invoices}
      currencies={TEST_CURRENCIES}
      locale="en"
      cancellingId={cancellingId}
      onCancel={onCancel}
    />,
  );
  return onCancel;
}

const rows = () => screen.findAllByTestId('invoice-row');

describe('invoice rows', () => {
  afterEach(cleanup);

  it('shows number, type, method, amount and status', async () => {
    renderTable([invoice({})]);
    const [row] = await rows();
    const cells = within(row!);
    expect(cells.getByText('#1001')).toBeTruthy();
    expect(cells.getByText('Deposit')).toBeTruthy();
    expect(cells.getByText('Card')).toBeTruthy();
    expect(cells.getByTestId('invoice-amount').textContent).toBe('50.00 EUR');
    expect(row!.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-14T09:26:00.000Z');
  });

  it('colours the status badge by status', async () => {
    renderTable([
      invoice({ id: 'a', status: InvoiceStatus.pending }),
      invoice({ id: 'b', status: InvoiceStatus.success, invoiceType: InvoiceType.withdrawal }),
      invoice({ id: 'c', status: InvoiceStatus.error }),
      invoice({ id: 'd', status: InvoiceStatus.error, cancelledByPlayer: true }),
    ]);
    await rows();
    const badges = screen.getAllByTestId('invoice-status');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Pending',
      'Successful',
      'Declined',
      'Cancelled',
    ]);
    expect(badges.map((badge) => badge.className)).toEqual([
      'invoice-status invoice-status--pending',
      'invoice-status invoice-status--success',
      'invoice-status invoice-status--error',
      'invoice-status invoice-status--cancelled',
    ]);
    expect(screen.getByText('Withdrawal')).toBeTruthy();
  });

  it('offers cancel only on a pending invoice', async () => {
    const onCancel = renderTable([
      invoice({ id: 'a', number: 7, status: InvoiceStatus.pending }),
      invoice({ id: 'b', status: InvoiceStatus.success }),
      invoice({ id: 'c', status: InvoiceStatus.error }),
    ]);
    const [pending, success, error] = await rows();
    expect(within(success!).queryByTestId('invoice-cancel')).toBeNull();
    expect(within(error!).queryByTestId('invoice-cancel')).toBeNull();
    const cancel = within(pending!).getByRole('button', { name: 'Cancel payment #7' });
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  });

  it('disables the cancel buttons while one cancel is under way', async () => {
    renderTable(
      [
        invoice({ id: 'a', status: InvoiceStatus.pending }),
        invoice({ id: 'b', status: InvoiceStatus.pending }),
      ],
      'a',
    );
    await rows();
    const buttons = screen.getAllByTestId('invoice-cancel') as HTMLButtonElement[];
    expect(buttons.map((button) => button.disabled)).toEqual([true, true]);
  });

  it('shows BTC in milli-units', async () => {
    renderTable([invoice({ currency: 'BTC', amount: 0.0125 })]);
    const [row] = await rows();
    expect(within(row!).getByTestId('invoice-amount').textContent).toBe('12.50000 mBTC');
  });
});
