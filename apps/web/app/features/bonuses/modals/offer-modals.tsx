import type { Bonus } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { bonusesQueries } from '../api/bonuses-api.ts';
import { ContributionTable } from '../components/contribution-table.tsx';
import { GeneralTermsLink, type Term, TermsList } from '../components/terms-list.tsx';
import { useOfferValue } from '../hooks/use-deposit-bonuses.ts';
import { useMoney } from '../hooks/use-money.ts';
import { amountIn } from '../lib/bonus-value.ts';
import { packageSteps, type StepState, stepState } from '../lib/package-steps.ts';

/** The deposit bonuses on offer in the active account's currency. */
function useOffers() {
  const api = useApi();
  const currency = useWalletAccounts().active?.currency ?? '';
  const offers = useQuery({ ...bonusesQueries.depositBonuses(api, currency), enabled: currency !== '' });
  return { currency, offers: offers.data, isPending: offers.isPending };
}

/** wallet-bonus-info (value: the bonus's id): an offer's terms, from the wallet's bonus selector. */
export function WalletBonusInfoModal({ value, close }: ModalProps) {
  const t = useT('modals');
  const { currency, offers, isPending } = useOffers();
  const bonus = offers?.find((item) => item.id === value);
  return (
    <div className="bonus-modal" data-testid="wallet-bonus-info">
      <ModalTitle>{bonus?.name ?? t('bonuses.details.title')}</ModalTitle>
      {bonus ? <OfferTerms bonus={bonus} currency={currency} /> : null}
      {!bonus && isPending ? <Spinner label={t('bonuses.loading')} /> : null}
      {!bonus && !isPending ? <p>{t('bonuses.gone')}</p> : null}
      <button type="button" className="button button--primary button--block" onClick={close}>
        {t('bonuses.details.close')}
      </button>
    </div>
  );
}

function OfferTerms({ bonus, currency }: { bonus: Bonus; currency: string }) {
  const t = useT('modals');
  const money = useMoney(currency);
  const value = useOfferValue(currency)(bonus);
  const { assignConditions: assign, triggerConditions: trigger } = bonus;
  const maxWin = amountIn(bonus.maxWinAmountItems, currency);
  const spins = assign.presets[0];
  const rows: Term[] = [
    [t('bonuses.terms.value'), value],
    bonus.minDeposit === null ? null : [t('bonuses.terms.minDeposit'), money(bonus.minDeposit)],
    bonus.maxDeposit === null ? null : [t('bonuses.terms.maxDeposit'), money(bonus.maxDeposit)],
    [t('bonuses.terms.wager'), t('bonuses.terms.multiplier', { multiplier: bonus.wagerCasino })],
    bonus.wagerDays === null
      ? null
      : [t('bonuses.terms.wagerDays'), t('bonuses.terms.days', { count: bonus.wagerDays })],
    [
      t('bonuses.facts.maxBet'),
      bonus.maxBetAmount === null ? t('bonuses.facts.noMaxBet') : money(bonus.maxBetAmount),
    ],
    maxWin === null ? null : [t('bonuses.terms.maxWin'), money(maxWin)],
    spins?.betAmount == null ? null : [t('bonuses.spins.bet'), money(spins.betAmount)],
    trigger.availableTo === null
      ? null
      : [t('bonuses.terms.availableTo'), <LocalTime key="to" iso={trigger.availableTo} />],
  ];
  return (
    <>
      <TermsList terms={rows} testId="offer-terms" />
      <h3 className="bonus-modal__subtitle">{t('bonuses.contributions.title')}</h3>
      <ContributionTable contributions={bonus.wagerCasinoConditions.contributions} />
      <GeneralTermsLink />
    </>
  );
}

/** GET bonuses/status for the steps, by id; undefined until known (or on failure). */
function useIssueStatuses(bonusIds: string[], currency: string) {
  const api = useApi();
  const statuses = useQuery({
    ...bonusesQueries.issueStatuses(api, bonusIds, currency),
    enabled: bonusIds.length > 0 && currency !== '',
  });
  return statuses.data;
}

/** The badge of the welcome page's steps, by state. */
const STATE_LOOK: Record<StepState, string> = {
  taken: 'issued',
  available: 'available',
  coming: 'unavailable',
  missed: 'unavailable',
};

/**
 * package-bonus (value: the package's id): all of the package's steps in order, each with what it is
 * for the player (received, on offer now, to come, missed), and the way to the next one.
 */
export function PackageBonusModal({ value, close }: ModalProps) {
  const t = useT('modals');
  const { open } = useModals();
  const { currency, offers = [], isPending } = useOffers();
  const steps = packageSteps(offers, value);
  const statuses = useIssueStatuses(
    steps.map((step) => step.id),
    currency,
  );
  const describe = useOfferValue(currency);
  return (
    <div className="bonus-modal" data-testid="package-bonus">
      <ModalTitle>{steps[0]?.package?.name ?? t('bonuses.package.title')}</ModalTitle>
      {isPending ? <Spinner label={t('bonuses.loading')} /> : null}
      {!isPending && steps.length === 0 ? <p>{t('bonuses.package.none')}</p> : null}
      <ol className="package-steps">
        {steps.map((step, index) => {
          const state = stepState(step, offers, statuses);
          return (
            <li key={step.id} className="package-steps__item" data-testid="package-step">
              <span className="step__number">{t('bonuses.package.step', { number: index + 1 })}</span>
              <strong>{step.name}</strong>
              <span className="bonus-slot__value">{describe(step)}</span>
              {state ? (
                <span className={`step-status step-status--${STATE_LOOK[state]}`} data-state={state}>
                  {t(`bonuses.package.state.${state}`)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="confirm-modal__actions">
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => open('wallet', { value: 'deposit', closing: ['package-bonus'] })}
        >
          {t('bonuses.package.deposit')}
        </button>
        <button type="button" className="button button--ghost button--block" onClick={close}>
          {t('bonuses.details.close')}
        </button>
      </div>
    </div>
  );
}
