import type { PlayerBonus } from '@casino/contracts';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { formatPercent } from '../lib/format.ts';
import { ProgressBar } from './progress-bar.tsx';

type WagerBarProps = {
  bonus: Pick<
    PlayerBonus,
    'currentWagerCasinoAmount' | 'requiredWagerCasinoAmount' | 'currentWagerPercentage'
  >;
  money: (amount: number) => string;
};

/** An active bonus's wagering: placed of required, as a bar; it moves with the pushes. */
export function WagerBar({ bonus, money }: WagerBarProps) {
  const t = useT('modals');
  const { locale } = useSiteData();
  const values = {
    current: money(bonus.currentWagerCasinoAmount),
    required: money(bonus.requiredWagerCasinoAmount),
    percent: formatPercent(bonus.currentWagerPercentage, locale),
  };
  return (
    <div className="wager-bar">
      <p className="wager-bar__labels">
        <span>{t('bonuses.wager.label')}</span>
        <span data-testid="wager-amounts">{t('bonuses.wager.progress', values)}</span>
      </p>
      <ProgressBar
        percent={bonus.currentWagerPercentage}
        label={t('bonuses.wager.label')}
        valueText={t('bonuses.wager.valueText', values)}
        testId="wager-bar"
      />
    </div>
  );
}
