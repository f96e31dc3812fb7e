import type { Tournament } from '@casino/contracts';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { formatNumber, prizePool } from '../lib/format.ts';

/** The prizes added up by kind: "1,500 EUR + 100 free spins". */
export function usePrizePoolText(prizes: Tournament['prizes']): string {
  const t = useT('global-components');
  const { locale } = useSiteData();
  return prizePool(prizes)
    .map((part) =>
      t(`tournaments.prizeParts.${part.type}`, {
        amount: formatNumber(part.amount, locale),
        currency: part.currency ?? '',
      }),
    )
    .join(' + ');
}
