import { type PlayerBonus, PlayerBonusStatus } from '@casino/contracts';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';
import { ContributionTable } from '../components/contribution-table.tsx';
import { Expiry } from '../components/expiry.tsx';
import { GeneralTermsLink, type Term, TermsList } from '../components/terms-list.tsx';
import { useMoney } from '../hooks/use-money.ts';
import { usePlayerItem } from '../hooks/use-player-items.ts';

/** bonus-details (value: the player bonus's id): the terms as they were when the bonus was issued. */
export function BonusDetailsModal({ value, close }: ModalProps) {
  const t = useT('modals');
  const { found, isPending } = usePlayerItem({ kind: 'bonus', id: value });
  const bonus = found?.kind === 'bonus' ? found.item : null;
  return (
    <div className="bonus-modal" data-testid="bonus-details">
      <ModalTitle>{bonus?.name ?? t('bonuses.details.title')}</ModalTitle>
      {bonus ? <IssuedTerms bonus={bonus} /> : null}
      {!bonus && isPending ? <Spinner label={t('bonuses.loading')} /> : null}
      {!bonus && !isPending ? <p>{t('bonuses.gone')}</p> : null}
      <GeneralTermsLink />
      <button type="button" className="button button--ghost button--block" onClick={close}>
        {t('bonuses.details.close')}
      </button>
    </div>
  );
}

function IssuedTerms({ bonus }: { bonus: PlayerBonus }) {
  const t = useT('modals');
  const money = useMoney(bonus.currency);
  const { terms } = bonus;
  const active = bonus.status === PlayerBonusStatus.active;
  const rows: Term[] = [
    [t('bonuses.facts.amount'), money(bonus.amount)],
    [t('bonuses.terms.wager'), t('bonuses.terms.multiplier', { multiplier: terms.wagerMultiplier })],
    [t('bonuses.terms.required'), money(bonus.requiredWagerCasinoAmount)],
    active ? [t('bonuses.facts.balance'), money(bonus.balance)] : null,
    [
      t('bonuses.facts.maxBet'),
      terms.maxBetAmount === null ? t('bonuses.facts.noMaxBet') : money(terms.maxBetAmount),
    ],
    [
      t('bonuses.terms.maxWin'),
      terms.maxWinAmount === null ? t('bonuses.terms.noMaxWin') : money(terms.maxWinAmount),
    ],
    terms.wagerDays === null
      ? null
      : [t('bonuses.terms.wagerDays'), t('bonuses.terms.days', { count: terms.wagerDays })],
    [t('bonuses.terms.issued'), <LocalTime key="issued" iso={bonus.createdAt} />],
    active
      ? [t('bonuses.facts.wagerBy'), <Expiry key="by" iso={bonus.wageringExpiredAt} />]
      : [t('bonuses.facts.activateBy'), <Expiry key="by" iso={bonus.activationExpiredAt} />],
  ];
  return (
    <>
      <TermsList terms={rows} testId="bonus-terms" />
      <h3 className="bonus-modal__subtitle">{t('bonuses.contributions.title')}</h3>
      <ContributionTable contributions={terms.contributions} />
    </>
  );
}
