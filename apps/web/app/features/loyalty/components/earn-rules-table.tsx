import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import type { LoyaltyEarnRule } from '../api/loyalty-api.ts';
import { formatPercent } from '../lib/format.ts';

const KNOWN_GROUPS = new Set(['slots', 'instant', 'table', 'sportsbook']);

/** How much each kind of game's real-money wagers count towards points. */
export function EarnRulesTable({ rules }: { rules: readonly LoyaltyEarnRule[] }) {
  const t = useT('global-components');
  const { locale } = useSiteData();
  if (rules.length === 0) return <p className="muted">{t('loyalty.rules.none')}</p>;
  return (
    <table className="loyalty-table" data-testid="loyalty-earn-rules">
      <thead>
        <tr>
          <th scope="col">{t('loyalty.rules.games')}</th>
          <th scope="col">{t('loyalty.rules.counts')}</th>
        </tr>
      </thead>
      <tbody>
        {rules.map((rule) => (
          <tr key={rule.group} data-testid="loyalty-earn-rule">
            <th scope="row">
              {KNOWN_GROUPS.has(rule.group) ? t(`loyalty.rules.groups.${rule.group}`) : rule.group}
            </th>
            <td>{formatPercent(rule.percent, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
