import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLoyaltyAccount } from '../hooks/use-loyalty.ts';
import { formatPoints } from '../lib/format.ts';

/** The account panel's line on the club: the player's level and points, a link to /loyalty. */
export function UserNavLoyalty({ onClose }: { onClose: () => void }) {
  const t = useT('layout');
  const localize = useLocalizePath();
  const { locale } = useSiteData();
  const account = useLoyaltyAccount().data;
  if (!account) return null;
  return (
    <Link
      className="user-nav__loyalty"
      to={localize('/loyalty')}
      onClick={onClose}
      data-testid="user-nav-loyalty"
    >
      <Icon name="trophy" />
      <span>
        <strong>{t('userNav.loyalty.level', { level: account.currentLevel.name })}</strong>
        <span className="muted">
          {t('userNav.loyalty.points', { points: formatPoints(account.points, locale) })}
        </span>
      </span>
    </Link>
  );
}
