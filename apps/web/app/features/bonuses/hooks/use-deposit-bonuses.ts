import { type Bonus, BonusCodeStatus, type PlayerBonusCode } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';
import { bonusesQueries } from '../api/bonuses-api.ts';
import { bonusValueText } from '../lib/bonus-value.ts';
import type { BonusRange } from '../lib/deposit-bonus-selection.ts';

/** A deposit bonus as the selector shows it: its name, its worth, and the deposits it takes. */
export type DepositBonusOffer = BonusRange & {
  name: string;
  /** "100% up to 500 EUR" */
  value: string;
  /** The package the bonus is a step of (the welcome package), or null. */
  packageName: string | null;
};

export type DepositBonuses = {
  offers: DepositBonusOffer[];
  /** The deposit code waiting for this deposit (trigger 3), if any. */
  waitingCode: PlayerBonusCode | null;
  declineByDefault: boolean;
  /** All three answered (or failed: a deposit never waits on bonuses that cannot load). */
  isSettled: boolean;
};

/** What the deposit form offers in the currency: the bonuses, a waiting code, the default-decline setting. */
export function useDepositBonuses(currency: string): DepositBonuses {
  const api = useApi();
  const bonuses = useQuery(bonusesQueries.depositBonuses(api, currency));
  const codes = useQuery(bonusesQueries.waitingCode(api));
  const decline = useQuery(bonusesQueries.declineByDefault(api));
  const describe = useOfferValue(currency);
  const offers = useMemo(
    () => (bonuses.data ?? []).map((bonus) => toOffer(bonus, describe(bonus))),
    [bonuses.data, describe],
  );
  return {
    offers,
    waitingCode: codes.data?.find((code) => code.status === BonusCodeStatus.active) ?? null,
    declineByDefault: decline.data ?? false,
    isSettled: !bonuses.isPending && !codes.isPending && !decline.isPending,
  };
}

/** The bonus on offer in the currency by id (the wallet-bonus-info modal), from the selector's list. */
export function useDepositBonus(currency: string | undefined, id: string): Bonus | undefined {
  const api = useApi();
  const bonuses = useQuery({ ...bonusesQueries.depositBonuses(api, currency ?? ''), enabled: !!currency });
  return bonuses.data?.find((bonus) => bonus.id === id);
}

/** Formats what a bonus is worth in the currency, in its display unit (mBTC for BTC). */
export function useOfferValue(currency: string) {
  const t = useT('modals');
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  return useMemo(() => {
    const unit = unitOf(currency);
    return (bonus: Bonus) =>
      bonusValueText(bonus, currency, (amount) => formatMoney(amount, unit, locale), t);
  }, [currency, unitOf, locale, t]);
}

const toOffer = (bonus: Bonus, value: string): DepositBonusOffer => ({
  id: bonus.id,
  name: bonus.name,
  value,
  packageName: bonus.package?.name ?? null,
  minDeposit: bonus.minDeposit,
  maxDeposit: bonus.maxDeposit,
});
