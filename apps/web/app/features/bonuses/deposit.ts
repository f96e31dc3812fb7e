/**
 * What the wallet's deposit form takes from bonuses (the one file of this feature the wallet may
 * import, .dependency-cruiser.cjs): the offers, the selection rules, the bonus-code box, and the
 * withdraw form's consent to forfeit the active bonus.
 */
export { DepositBonusCode } from './components/deposit-bonus-code.tsx';
export { useWithdrawBonusConsent } from './components/withdraw-bonus-notice.tsx';
export {
  type DepositBonuses,
  type DepositBonusOffer,
  useDepositBonuses,
} from './hooks/use-deposit-bonuses.ts';
export {
  type AmountLimits,
  bonusChoice,
  choiceForAmount,
  type DepositBonusChoice,
  defaultChoice,
  defaultDepositAmount,
  isInRange,
  openingChoice,
  UNCHOSEN,
} from './lib/deposit-bonus-selection.ts';
