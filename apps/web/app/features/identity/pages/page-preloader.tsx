import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';

/** A full-page spinner that stays until the page's work is done (autologin, social callback). */
export function PagePreloader({ label }: { label: string }) {
  return (
    <div className="page-preloader" data-testid="page-preloader">
      <Spinner label={label} />
      <p>{label}</p>
    </div>
  );
}

/** What a sign-in or confirmation link shows when it failed: the reason and a way home. */
export function LinkFailure({ title, text }: { title: string; text: string }) {
  const t = useT('global-components');
  const localize = useLocalizePath();
  return (
    <section className="error-page" data-testid="link-failure">
      <span className="confirm-modal__icon">
        <Icon name="alert" size={28} />
      </span>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="button button--primary" to={localize('/')}>
        {t('errorPage.button')}
      </Link>
    </section>
  );
}
