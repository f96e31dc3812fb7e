import type { Tournament } from '@casino/contracts';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatDisplayNumber, toDisplay } from '../../wallet/lib/display-unit.ts';
import { formatNumber, prizePool } from '../lib/format.ts';

/** The prizes added up by kind: "1,500 EUR + 100 free spins". */
export function usePrizePoolText(prizes: Tournament['prizes']): string {
  const t = useT('global-components');
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  return prizePool(prizes)
    .map((part) => {
      if (part.currency === null)
        return t(`tournaments.prizeParts.${part.type}`, { amount: formatNumber(part.amount, locale) });
      const unit = unitOf(part.currency);
      return t(`tournaments.prizeParts.${part.type}`, {
        amount: formatDisplayNumber(toDisplay(part.amount, unit), unit, locale),
        currency: unit.code,
      });
    })
    .join(' + ');
}
