import { type Currency, type Invoice, InvoiceStatus, InvoiceType } from '@casino/contracts';
import { Icon } from '../../../components/ui/icon.tsx';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useMethodTitle } from '../hooks/use-method-title.ts';
import { displayUnit, formatMoney } from '../lib/display-unit.ts';
import { statusName, typeName } from './history-filters.ts';

type TableProps = {
  invoices: readonly Invoice[];
  currencies: readonly Currency[] | undefined;
  locale: string;
  /** The invoice whose cancel is under way. */
  cancellingId: string | null;
  onCancel: (invoice: Invoice) => void;
};

/** The invoices as a table; under 720 px each row is a card with its own labels. */
export function InvoiceTable({ invoices, currencies, locale, cancellingId, onCancel }: TableProps) {
  const t = useT('layout');
  return (
    <table className="invoice-table" data-testid="invoice-table">
      <thead>
        <tr>
          <th scope="col">{t('profileHistory.columns.number')}</th>
          <th scope="col">{t('profileHistory.columns.date')}</th>
          <th scope="col">{t('profileHistory.columns.type')}</th>
          <th scope="col">{t('profileHistory.columns.method')}</th>
          <th scope="col" className="invoice-table__amount">
            {t('profileHistory.columns.amount')}
          </th>
          <th scope="col">{t('profileHistory.columns.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('profileHistory.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <InvoiceRow
            key={invoice.id}
            invoice={invoice}
            amount={formatMoney(invoice.amount, displayUnit(invoice.currency, currencies), locale)}
            cancelling={cancellingId === invoice.id}
            cancelDisabled={cancellingId !== null}
            onCancel={() => onCancel(invoice)}
          />
        ))}
      </tbody>
    </table>
  );
}

type RowProps = {
  invoice: Invoice;
  /** The amount as shown, with its display unit. */
  amount: string;
  cancelling: boolean;
  cancelDisabled: boolean;
  onCancel: () => void;
};

/** One invoice; a pending one has a cancel button. */
export function InvoiceRow({ invoice, amount, cancelling, cancelDisabled, onCancel }: RowProps) {
  const t = useT('layout');
  const methodTitle = useMethodTitle();
  const type = typeName(invoice.invoiceType);
  const label = (column: string) => t(`profileHistory.columns.${column}`);
  return (
    <tr data-testid="invoice-row" data-invoice-id={invoice.id} data-status={statusName(invoice.status)}>
      <td data-label={label('number')} className="invoice-table__number">
        #{invoice.number}
      </td>
      <td data-label={label('date')}>
        <LocalTime iso={invoice.createdAt} />
      </td>
      <td data-label={label('type')}>
        <span className={`invoice-type invoice-type--${type}`}>
          <Icon name={invoice.invoiceType === InvoiceType.deposit ? 'arrowDown' : 'arrowUp'} size={16} />
          {t(`profileHistory.types.${type}`)}
        </span>
      </td>
      <td data-label={label('method')}>{methodTitle(invoice.paymentMethod)}</td>
      <td data-label={label('amount')} className="invoice-table__amount" data-testid="invoice-amount">
        {amount}
      </td>
      <td data-label={label('status')} className="invoice-table__status">
        <InvoiceStatusBadge invoice={invoice} />
      </td>
      <td className="invoice-table__actions">
        {invoice.status === InvoiceStatus.pending ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onCancel}
            disabled={cancelDisabled}
            aria-label={t('profileHistory.cancelLabel', { number: invoice.number })}
            data-testid="invoice-cancel"
          >
            {cancelling ? <Spinner /> : <Icon name="close" size={16} />}
            {t('profileHistory.cancel')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** The status as a coloured badge: pending amber, success green, error red, cancelled by the player grey. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'status' | 'cancelledByPlayer'> }) {
  const t = useT('layout');
  const name = invoice.cancelledByPlayer ? 'cancelled' : statusName(invoice.status);
  return (
    <span
      className={`invoice-status invoice-status--${name}`}
      data-testid="invoice-status"
      data-status={name}
    >
      {t(`profileHistory.statuses.${name}`)}
    </span>
  );
}
