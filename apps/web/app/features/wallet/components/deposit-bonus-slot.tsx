import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';
import { bonusChoice, type DepositBonusOffer, isInRange } from '../../bonuses/deposit.ts';
import { type BonusChoice, depositSession, useDepositSession } from '../lib/deposit-session.ts';
import { trackWalletStep } from '../lib/wallet-analytics.ts';

type DepositBonusSlotProps = {
  offers: readonly DepositBonusOffer[];
  /** The typed amount in currency units (null while the field is empty). */
  amount: number | null;
  crypto: boolean;
  /** "20.00 EUR": a range bound as the amount field shows it. */
  format: (amount: number) => string;
};

/**
 * The bonus selector of the deposit form: the offers (out of the amount's reach: disabled, with their
 * range), and a way to decline them all. The choice goes with the deposit request as bonusId /
 * isBonusDecline; without offers it draws nothing.
 */
export function DepositBonusSlot({ offers, amount, crypto, format }: DepositBonusSlotProps) {
  const t = useT('modals');
  const { bonus } = useDepositSession();
  if (offers.length === 0) return null;
  const choose = (choice: BonusChoice) => {
    depositSession.chooseBonus(choice);
    trackWalletStep(choice.isBonusDecline ? 'declineBonuses' : 'selectBonus', 'deposit');
  };
  return (
    <fieldset className="bonus-slot" data-testid="wallet-bonus-slot">
      <legend className="field__label">{t('wallet.bonus.title')}</legend>
      {offers.map((offer) => (
        <BonusOption
          key={offer.id}
          offer={offer}
          checked={bonus.bonusId === offer.id}
          disabled={amount !== null && !isInRange(offer, amount, crypto)}
          format={format}
          onChoose={() => choose(bonusChoice.bonus(offer.id))}
        />
      ))}
      <label className="bonus-slot__option">
        <input
          type="radio"
          name="deposit-bonus"
          checked={bonus.isBonusDecline}
          onChange={() => choose(bonusChoice.decline())}
          data-testid="wallet-bonus-decline"
        />
        <span className="bonus-slot__name">{t('wallet.bonus.decline')}</span>
      </label>
    </fieldset>
  );
}

type BonusOptionProps = {
  offer: DepositBonusOffer;
  checked: boolean;
  disabled: boolean;
  format: (amount: number) => string;
  onChoose: () => void;
};

function BonusOption({ offer, checked, disabled, format, onChoose }: BonusOptionProps) {
  const t = useT('modals');
  const { open } = useModals();
  return (
    <div
      className="bonus-slot__option"
      data-disabled={disabled || undefined}
      data-testid="wallet-bonus-option"
    >
      <label className="bonus-slot__choice">
        <input type="radio" name="deposit-bonus" checked={checked} disabled={disabled} onChange={onChoose} />
        <span className="bonus-slot__text">
          <span className="bonus-slot__name">{offer.name}</span>
          <span className="bonus-slot__value">{offer.value}</span>
          {disabled ? <span className="bonus-slot__range">{rangeText(offer, format, t)}</span> : null}
        </span>
      </label>
      <button
        type="button"
        className="bonus-slot__info"
        aria-label={t('wallet.bonus.info', { name: offer.name })}
        onClick={() => open('wallet-bonus-info', { value: offer.id })}
        data-testid="wallet-bonus-info"
      >
        <Icon name="question" size={18} />
      </button>
    </div>
  );
}

function rangeText(offer: DepositBonusOffer, format: (amount: number) => string, t: ReturnType<typeof useT>) {
  if (offer.maxDeposit === null) return t('wallet.bonus.from', { min: format(offer.minDeposit ?? 0) });
  return t('wallet.bonus.range', { min: format(offer.minDeposit ?? 0), max: format(offer.maxDeposit) });
}

/** The chosen offer's value, for the submit button. */
export function chosenBonusValue(offers: readonly DepositBonusOffer[], choice: BonusChoice): string | null {
  return offers.find((offer) => offer.id === choice.bonusId)?.value ?? null;
}
