import { type Limit, LimitDefinition } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { limitsQueries } from '../api/limits-api.ts';
import { formatLimitDate } from '../lib/format.ts';

/** The exclusion that keeps the player from play, as the server counts it (a self-exclusion until it is ended). */
function exclusionInForce(limits: Limit[], now: number): Limit | undefined {
  return limits.find(
    (limit) =>
      limit.definition === LimitDefinition.selfExclusion ||
      (limit.definition === LimitDefinition.coolingOff &&
        (limit.expiredAt === null || new Date(limit.expiredAt).getTime() > now)),
  );
}

function noticeKey(limit: Limit, now: number): string {
  if (limit.definition === LimitDefinition.coolingOff) return 'exclusionNotice.coolingOff';
  if (limit.expiredAt === null) return 'exclusionNotice.selfExclusionIndefinite';
  return new Date(limit.expiredAt).getTime() > now
    ? 'exclusionNotice.selfExclusion'
    : 'exclusionNotice.selfExclusionOver';
}

/**
 * On every page of a signed-in player who is self-excluded or taking a break: what is closed and until
 * when, with the way to the limits page. Sign-in stays open to them (to withdraw), so the lobby alone
 * would say nothing.
 */
export function ExclusionNotice() {
  const t = useT('global-components');
  const api = useApi();
  const { player, isLoggedIn } = useSession();
  const { locale } = useSiteData();
  const localize = useLocalizePath();
  // Read afresh for each player who signs in: the list cached before a self-exclusion signed the
  // player out has no exclusion in it. Under the limits key, so a change of limits reloads it too.
  const list = limitsQueries.list(api);
  const limits = useQuery({
    ...list,
    queryKey: [...list.queryKey, player?.id ?? ''],
    enabled: isLoggedIn,
    staleTime: 0,
  }).data;
  if (!isLoggedIn || !limits) return null;
  const now = Date.now();
  const exclusion = exclusionInForce(limits, now);
  if (!exclusion) return null;
  return (
    <div className="notice notice--warning exclusion-notice" role="status" data-testid="exclusion-notice">
      <Icon name="lock" />
      <div>
        <strong>{t('exclusionNotice.title')}</strong>
        <p>{t(noticeKey(exclusion, now), { date: formatLimitDate(exclusion.expiredAt, locale) })}</p>
        <Link to={localize('/profile/limits')} data-testid="exclusion-notice-more">
          {t('exclusionNotice.more')}
        </Link>
      </div>
    </div>
  );
}
