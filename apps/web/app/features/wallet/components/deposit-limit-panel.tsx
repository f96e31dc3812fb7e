import { type Limit, LimitDefinition } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../hooks/use-wallet-accounts.ts';
import { formatMoney } from '../lib/display-unit.ts';
import { depositLimitsQuery } from './deposit-limit-prompt.tsx';

const leftOf = (limit: Limit) => Math.max(0, (limit.amount ?? 0) - (limit.currentAmount ?? 0));

/**
 * A deposit limit refused the deposit (13100): this replaces the form. When the limits still leave
 * room (the amount asked was more than what is left) it says how much, and offers a smaller amount;
 * when one is used up it says so. More info leaves for the limits page, whose address has no wallet
 * flag, so the wallet closes on the way.
 */
export function DepositLimitPanel({ onSmaller }: { onSmaller?: () => void }) {
  const t = useT('modals');
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const api = useApi();
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  const limits = useQuery(depositLimitsQuery(api)).data ?? [];
  const deposits = limits.filter((limit) => limit.definition === LimitDefinition.deposit);
  const tightest = deposits.reduce<Limit | null>(
    (least, limit) => (least === null || leftOf(limit) < leftOf(least) ? limit : least),
    null,
  );
  const roomLeft = tightest !== null && leftOf(tightest) > 0;
  const money = (amount: number, currency: string | null) =>
    formatMoney(amount, unitOf(currency ?? ''), locale);
  return (
    <section className="wallet-panel wallet-panel--limit" data-testid="wallet-deposit-limit">
      <span className="wallet-panel__icon">
        <Icon name="shield" size={28} />
      </span>
      <h3>{roomLeft ? t('wallet.limit.overTitle') : t('wallet.limit.title')}</h3>
      <p className="muted" data-testid="wallet-limit-text">
        {roomLeft && tightest
          ? t('wallet.limit.overText', { left: money(leftOf(tightest), tightest.currency) })
          : t('wallet.limit.text')}
      </p>
      <LimitList limits={limits} deposits={deposits} money={money} />
      {roomLeft && onSmaller ? (
        <button
          type="button"
          className="button button--primary button--block"
          onClick={onSmaller}
          data-testid="wallet-limit-smaller"
        >
          {t('wallet.limit.smaller')}
        </button>
      ) : null}
      <button
        type="button"
        className={`button ${roomLeft && onSmaller ? 'button--ghost' : 'button--primary'} button--block`}
        onClick={() => navigate(localize('/profile/limits'))}
        data-testid="wallet-limit-more"
      >
        {t('wallet.limit.more')}
      </button>
    </section>
  );
}

/** Each deposit limit: what is left of it (or what it used, once used up) and when it resets; or the exclusion. */
function LimitList({
  limits,
  deposits,
  money,
}: {
  limits: Limit[];
  deposits: Limit[];
  money: (amount: number, currency: string | null) => string;
}) {
  const t = useT('modals');
  const { locale } = useSiteData();
  const excluded = limits.some(
    (limit) =>
      limit.definition === LimitDefinition.selfExclusion || limit.definition === LimitDefinition.coolingOff,
  );
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
      : '';
  if (excluded) return <p data-testid="wallet-limit-excluded">{t('wallet.limit.excluded')}</p>;
  return (
    <ul className="wallet-limit-list" data-testid="wallet-limit-list">
      {deposits.map((limit) => (
        <li key={limit.id}>
          {leftOf(limit) > 0
            ? t('wallet.limit.left', {
                left: money(leftOf(limit), limit.currency),
                amount: money(limit.amount ?? 0, limit.currency),
                date: date(limit.expiredAt),
              })
            : t('wallet.limit.reached', {
                current: money(limit.currentAmount ?? 0, limit.currency),
                amount: money(limit.amount ?? 0, limit.currency),
                date: date(limit.expiredAt),
              })}
        </li>
      ))}
    </ul>
  );
}
