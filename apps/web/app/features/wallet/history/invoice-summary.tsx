import type { Currency, InvoiceStatistics } from '@casino/contracts';
import { useT } from '../../../lib/use-t.ts';
import { displayUnit, formatMoney } from '../lib/display-unit.ts';
import { totalCount } from '../lib/invoice-statistics.ts';

type Props = { statistics: InvoiceStatistics; currencies: readonly Currency[] | undefined; locale: string };

/** The player's payments in numbers: counts, then per currency what went in, out and is still pending. */
export function InvoiceSummary({ statistics, currencies, locale }: Props) {
  const t = useT('layout');
  const amount = (value: number, code: string) => formatMoney(value, displayUnit(code, currencies), locale);
  const counts = [
    ['deposits', totalCount(statistics, 'depositsCount')],
    ['withdrawals', totalCount(statistics, 'withdrawalsCount')],
    ['pendingWithdrawals', totalCount(statistics, 'pendingWithdrawalsCount')],
  ] as const;
  return (
    <section
      className="profile-card history-summary"
      aria-labelledby="history-summary"
      data-testid="history-summary"
    >
      <h2 id="history-summary">{t('profileHistory.summary.title')}</h2>
      <dl className="history-summary__counts">
        {counts.map(([key, value]) => (
          <div key={key} data-testid={`summary-${key}`}>
            <dt>{t(`profileHistory.summary.${key}`)}</dt>
            <dd>{value.toLocaleString(locale)}</dd>
          </div>
        ))}
      </dl>
      {statistics.length > 0 ? (
        <ul className="history-summary__currencies">
          {statistics.map((row) => (
            <li key={row.currency} data-testid="summary-currency" data-currency={row.currency}>
              <strong>{row.currency}</strong>
              <dl>
                <div>
                  <dt>{t('profileHistory.summary.deposited')}</dt>
                  <dd>{amount(row.depositsSum, row.currency)}</dd>
                </div>
                <div>
                  <dt>{t('profileHistory.summary.withdrawn')}</dt>
                  <dd>{amount(row.withdrawalsSum, row.currency)}</dd>
                </div>
                <div>
                  <dt>{t('profileHistory.summary.pending')}</dt>
                  <dd>{amount(row.pendingWithdrawalsSum, row.currency)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
