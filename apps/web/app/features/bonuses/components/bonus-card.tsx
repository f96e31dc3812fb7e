import { type PlayerBonus, PlayerBonusStatus } from '@casino/contracts';
import type { ReactNode } from 'react';
import { useModals } from '../../../components/modals/use-modals.ts';
import { useT } from '../../../lib/use-t.ts';
import type { useBonusButtons } from '../hooks/use-bonus-actions.ts';
import { useMoney } from '../hooks/use-money.ts';
import { ContributionTable } from './contribution-table.tsx';
import { Expiry } from './expiry.tsx';
import { WagerBar } from './wager-bar.tsx';

type BonusCardProps = { bonus: PlayerBonus; buttons: ReturnType<typeof useBonusButtons> };

/**
 * A player's bonus: what it is worth, and while active its wagering, its money left, its time left,
 * the most it lets you bet and how each game counts; issued, when it must be activated.
 */
export function BonusCard({ bonus, buttons }: BonusCardProps) {
  const t = useT('modals');
  const { open } = useModals();
  const money = useMoney(bonus.currency);
  const active = bonus.status === PlayerBonusStatus.active;
  const status = active ? 'active' : 'issued';
  const maxBet = bonus.maxBetAmount ?? bonus.terms.maxBetAmount;
  return (
    <article className="bonus-card" data-testid="player-bonus" data-status={status}>
      <header className="bonus-card__head">
        <h3>{bonus.name}</h3>
        <span className={`bonus-status bonus-status--${status}`}>{t(`bonuses.status.${status}`)}</span>
      </header>
      <dl className="bonus-facts">
        <Fact label={t('bonuses.facts.amount')}>{money(bonus.amount)}</Fact>
        {active ? (
          <Fact label={t('bonuses.facts.balance')} testId="bonus-balance">
            {money(bonus.balance)}
          </Fact>
        ) : null}
        <Fact label={t('bonuses.facts.maxBet')}>
          {maxBet === null ? t('bonuses.facts.noMaxBet') : money(maxBet)}
        </Fact>
        <Fact label={active ? t('bonuses.facts.wagerBy') : t('bonuses.facts.activateBy')}>
          <Expiry iso={active ? bonus.wageringExpiredAt : bonus.activationExpiredAt} />
        </Fact>
      </dl>
      {active ? (
        <WagerBar bonus={bonus} money={money} />
      ) : (
        <p className="muted bonus-card__note">
          {t('bonuses.wager.onActivation', { multiplier: bonus.terms.wagerMultiplier })}
        </p>
      )}
      <details className="bonus-card__contributions">
        <summary>{t('bonuses.contributions.title')}</summary>
        <ContributionTable contributions={bonus.terms.contributions} />
      </details>
      <div className="bonus-card__actions">
        <button
          type="button"
          className="link-button"
          onClick={() => open('bonus-details', { value: bonus.id })}
        >
          {t('bonuses.actions.details')}
        </button>
        {bonus.packageId ? (
          <button
            type="button"
            className="link-button"
            onClick={() => open('package-bonus', { value: bonus.packageId ?? '' })}
          >
            {t('bonuses.actions.package')}
          </button>
        ) : null}
        <span className="bonus-card__spacer" />
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => buttons.cancel(bonus)}
          data-testid="bonus-cancel"
        >
          {t('bonuses.actions.cancel')}
        </button>
        {active ? null : (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={buttons.pending}
            onClick={() => buttons.activate(bonus)}
            data-testid="bonus-activate"
          >
            {t('bonuses.actions.activate')}
          </button>
        )}
      </div>
    </article>
  );
}

export function Fact({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
