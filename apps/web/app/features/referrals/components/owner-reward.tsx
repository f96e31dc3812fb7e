import type { Bonus } from '@casino/contracts';
import { useT } from '../../../lib/use-t.ts';

/** What the player gets for each friend who qualifies: the owner bonus in the player's currency. */
export function OwnerReward({
  bonus,
  currency,
  money,
}: {
  bonus: Bonus | null;
  currency: string;
  money: (amount: number, currency: string) => string;
}) {
  const t = useT('layout');
  const amount = bonus?.assignConditions.amountItems.find((item) => item.currency === currency)?.amount;
  return (
    <section className="profile-card referral-reward" aria-labelledby="referral-reward-title">
      <h2 id="referral-reward-title">{t('profileReferral.reward.title')}</h2>
      {bonus && amount !== undefined ? (
        <div className="referral-reward__body" data-testid="referral-reward">
          <p className="referral-reward__amount">{money(amount, currency)}</p>
          <div>
            <p className="referral-reward__name">{bonus.name}</p>
            <p className="muted">{t('profileReferral.reward.text', { wager: bonus.wagerCasino })}</p>
          </div>
        </div>
      ) : (
        <p className="muted" data-testid="referral-reward-none">
          {t('profileReferral.reward.none')}
        </p>
      )}
    </section>
  );
}
