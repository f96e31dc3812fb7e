import { useT } from '../../../lib/use-t.ts';
import { type BonusChoice, depositSession, useDepositSession } from '../lib/deposit-session.ts';
import { trackWalletStep } from '../lib/wallet-analytics.ts';

/** A deposit bonus the player may take with this deposit, as the bonus selector shows it. */
export type DepositBonusOffer = { id: string; name: string /** "+100 % up to 200 EUR" */; value: string };

/**
 * The bonus selector of the deposit form: the offers, and a way to decline them all. The choice goes
 * with the deposit request as bonusId / isBonusDecline; without offers it draws nothing.
 */
export function DepositBonusSlot({ offers }: { offers: readonly DepositBonusOffer[] }) {
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
        <label key={offer.id} className="bonus-slot__option">
          <input
            type="radio"
            name="deposit-bonus"
            checked={bonus.bonusId === offer.id}
            onChange={() => choose({ bonusId: offer.id, isBonusDecline: false })}
          />
          <span className="bonus-slot__name">{offer.name}</span>
          <span className="bonus-slot__value">{offer.value}</span>
        </label>
      ))}
      <label className="bonus-slot__option">
        <input
          type="radio"
          name="deposit-bonus"
          checked={bonus.isBonusDecline}
          onChange={() => choose({ bonusId: null, isBonusDecline: true })}
        />
        <span className="bonus-slot__name">{t('wallet.bonus.decline')}</span>
      </label>
    </fieldset>
  );
}

/** The chosen offer's value, for the submit button. */
export function chosenBonusValue(offers: readonly DepositBonusOffer[], choice: BonusChoice): string | null {
  return offers.find((offer) => offer.id === choice.bonusId)?.value ?? null;
}
