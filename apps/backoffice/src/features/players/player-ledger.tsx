import { backofficePlayerHistoryRoutes as calls, type LedgerMovement } from '@casino/contracts';
import { useId, useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import { PagedTable, PER_PAGE, usePlayerPages } from './player-history.tsx';
import { ADJUSTMENT_REASON_LABELS, ledgerKindLabel } from './player-labels.ts';

const column = columnHelperFor<LedgerMovement>();
const PART_LABELS: Record<LedgerMovement['part'], string> = {
  cash: 'Cash',
  bonus: 'Bonus',
  reserved: 'Held for withdrawal',
};

/** The ledger entries of the player's accounts, newest first, in one currency or all. */
export function PlayerLedger({ playerId, currencies }: { playerId: string; currencies: string[] }) {
  const api = useApi();
  const money = useMoneyFormat();
  const filterId = useId();
  const [currency, setCurrency] = useState('');
  const { list, setPage } = usePlayerPages(playerId, ['ledger', currency], (page) =>
    api.call(calls.playerLedger, {
      params: { id: playerId },
      query: { page, perPage: PER_PAGE, currency: currency || undefined },
    }),
  );
  const columns = column.columns([
    column.accessor('createdAt', { header: 'Time', cell: ({ getValue }) => <DateTime value={getValue()} /> }),
    column.accessor('kind', {
      header: 'Movement',
      cell: ({ getValue, row }) => {
        const adjustment = row.original.adjustment;
        return (
          <>
            {ledgerKindLabel(getValue())}
            {adjustment ? (
              <span className="cell-note" data-testid="adjustment-reason">
                {ADJUSTMENT_REASON_LABELS[adjustment.reasonCode]}: {adjustment.comment}
              </span>
            ) : null}
          </>
        );
      },
    }),
    column.accessor('part', { header: 'Part', cell: ({ getValue }) => PART_LABELS[getValue()] }),
    column.accessor('amount', {
      header: 'Amount',
      cell: ({ getValue, row }) => (
        <span className="number">
          {getValue() > 0 ? '+' : ''}
          {money(getValue(), row.original.currency)}
        </span>
      ),
    }),
    column.accessor('balanceAfter', {
      header: 'Balance after',
      cell: ({ getValue, row }) => <span className="number">{money(getValue(), row.original.currency)}</span>,
    }),
    column.accessor('reference', {
      header: 'Reference',
      cell: ({ getValue }) => (
        <code className="clip" title={getValue()}>
          {getValue()}
        </code>
      ),
    }),
  ]);
  return (
    <>
      <div className="section-filter">
        <label htmlFor={filterId} className="field__label">
          Currency
        </label>
        <select
          id={filterId}
          className="input section-filter__input"
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          <option value="">All accounts</option>
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <PagedTable
        list={list}
        onPage={setPage}
        caption="Ledger movements"
        columns={columns}
        getRowId={(line) => line.id}
        emptyText="No money has moved yet."
        testId="player-ledger"
      />
    </>
  );
}
