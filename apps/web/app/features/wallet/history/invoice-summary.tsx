import type { Currency, InvoiceStatistics } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { displayUnit, formatMoney } from '../lib/display-unit.ts';

type Props = { statistics: InvoiceStatistics; currencies: readonly Currency[] | undefined; locale: string };

/** The player's payments in numbers: counts, then per currency what went in, out and is still pending. */
export function InvoiceSummary({ statistics, currencies, locale }: Props) {
  const { t } = useTranslation('layout');
  const amount = (value: number, code: string) => formatMoney(value, displayUnit(code, currencies), locale);
  const counts = [
    ['deposits', statistics.successDepositCount],
    ['withdrawals', statistics.successWithdrawalCount],
    ['pendingWithdrawals', statistics.pendingWithdrawalCount],
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
      {statistics.currencies.length > 0 ? (
        <ul className="history-summary__currencies">
          {statistics.currencies.map((row) => (
            <li key={row.currency} data-testid="summary-currency" data-currency={row.currency}>
              <strong>{row.currency}</strong>
              <dl>
                <div>
                  <dt>{t('profileHistory.summary.deposited')}</dt>
                  <dd>{amount(row.deposited, row.currency)}</dd>
                </div>
                <div>
                  <dt>{t('profileHistory.summary.withdrawn')}</dt>
                  <dd>{amount(row.withdrawn, row.currency)}</dd>
                </div>
                <div>
                  <dt>{t('profileHistory.summary.pending')}</dt>
                  <dd>{amount(row.pendingWithdrawals, row.currency)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
