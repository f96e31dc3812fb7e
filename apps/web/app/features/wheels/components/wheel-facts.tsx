import type { Wheel } from '@casino/contracts';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';

/** How the wheel's spins are earned, and its sectors with their chances where published. */
export function WheelFacts({ wheel }: { wheel: Wheel }) {
  const t = useT('global-components');
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const { rules } = wheel;
  return (
    <>
      <ul className="wheel-card__rules">
        {rules.daily ? <li>{t('wheels.rules.daily')}</li> : null}
        {rules.perDeposit ? (
          <li>
            {rules.minDeposit !== null
              ? t('wheels.rules.perDepositMin', {
                  amount: formatMoney(rules.minDeposit, unitOf(rules.currency), locale),
                })
              : t('wheels.rules.perDeposit')}
          </li>
        ) : null}
      </ul>
      <ul className="wheel-card__sectors" aria-label={wheel.title}>
        {wheel.items.map((item) => (
          <li key={item.id} data-testid="wheel-sector">
            {item.dropRate === undefined
              ? item.title
              : t('wheels.sector', { title: item.title, rate: percent.format(item.dropRate) })}
          </li>
        ))}
      </ul>
    </>
  );
}
