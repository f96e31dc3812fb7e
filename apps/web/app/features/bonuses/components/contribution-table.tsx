import type { WagerContribution } from '@casino/contracts';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { formatPercent } from '../lib/format.ts';

const KNOWN_GROUPS = new Set(['slots', 'instant', 'table']);

/** How much each kind of game counts towards wagering, as the terms say. */
export function ContributionTable({ contributions }: { contributions: readonly WagerContribution[] }) {
  const t = useT('modals');
  const { locale } = useSiteData();
  if (contributions.length === 0) return <p className="muted">{t('bonuses.contributions.none')}</p>;
  return (
    <table className="contribution-table" data-testid="contribution-table">
      <thead>
        <tr>
          <th scope="col">{t('bonuses.contributions.games')}</th>
          <th scope="col">{t('bonuses.contributions.counts')}</th>
        </tr>
      </thead>
      <tbody>
        {contributions.map((item) => (
          <tr key={item.group}>
            <th scope="row">
              {KNOWN_GROUPS.has(item.group) ? t(`bonuses.contributions.groups.${item.group}`) : item.group}
            </th>
            <td>{formatPercent(item.percent, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
