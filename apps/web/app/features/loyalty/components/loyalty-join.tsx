import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';

/** A guest's way in: registration (the sign-up modal) or signing in, as plain links to the flags. */
export function LoyaltyJoin() {
  const t = useT('global-components');
  return (
    <section className="card loyalty-join" aria-labelledby="loyalty-join-title" data-testid="loyalty-join">
      <span className="card__icon">
        <Icon name="trophy" />
      </span>
      <div>
        <h2 id="loyalty-join-title">{t('loyalty.guest.title')}</h2>
        <p>{t('loyalty.guest.text')}</p>
      </div>
      <div className="button-row">
        <Link
          className="button button--primary"
          to="?sign-up="
          preventScrollReset
          data-testid="loyalty-sign-up"
        >
          {t('loyalty.guest.signUp')}
        </Link>
        <Link
          className="button button--ghost"
          to="?sign-in="
          preventScrollReset
          data-testid="loyalty-sign-in"
        >
          {t('loyalty.guest.signIn')}
        </Link>
      </div>
    </section>
  );
}
