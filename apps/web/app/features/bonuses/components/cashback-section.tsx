import { useQuery } from '@tanstack/react-query';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { bonusesQueries } from '../api/bonuses-api.ts';
import { useMoney } from '../hooks/use-money.ts';

/** Cashback in the active account's currency: what this week would pay, and past payouts. */
export function CashbackSection() {
  const t = useT('layout');
  const api = useApi();
  const currency = useWalletAccounts().active?.currency ?? '';
  const money = useMoney(currency);
  const cashback = useQuery({ ...bonusesQueries.cashback(api, currency), enabled: currency !== '' });
  const items = cashback.data ?? [];
  return (
    <section className="profile-card bonuses-section" aria-labelledby="bonuses-cashback">
      <h2 id="bonuses-cashback">{t('profileBonuses.cashback.title')}</h2>
      <p className="muted">{t('profileBonuses.cashback.text')}</p>
      {cashback.isSuccess && items.length === 0 ? (
        <p className="muted">{t('profileBonuses.cashback.none')}</p>
      ) : null}
      {items.length > 0 ? (
        <ul className="cashback-list" data-testid="cashback-list">
          {items.map((item) => (
            <li key={`${item.bonusId}:${item.date}`} className="cashback-list__item">
              <span>{item.bonusName}</span>
              <strong>{money(item.amount)}</strong>
              <span className="muted">
                <LocalTime iso={item.date} dateOnly />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
