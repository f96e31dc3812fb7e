import { Link } from 'react-router';
import { useSession } from '../../lib/session/session-context.tsx';
import { useT } from '../../lib/use-t.ts';

/** The page's call to action: the wallet's deposit tab for a player, registration for a guest (plain links). */
export function DepositCta({ label }: { label: string | undefined }) {
  const t = useT('global-components');
  const { isLoggedIn } = useSession();
  return (
    <Link
      className="button button--primary button--large"
      to={isLoggedIn ? '?wallet=deposit' : '?sign-up='}
      preventScrollReset
      data-testid="bonus-cta"
    >
      {isLoggedIn ? t('bonus.deposit') : (label ?? t('bonus.signUp'))}
    </Link>
  );
}

/**
 * A bonus step's status for a signed-in player (available, issued, unavailable); nothing for a guest or
 * a step without a bonus.
 */
export function StepStatusBadge({ status }: { status: string | undefined }) {
  const t = useT('global-components');
  if (!status) return null;
  return <span className={`step-status step-status--${status}`}>{t(`welcomePackage.status.${status}`)}</span>;
}
