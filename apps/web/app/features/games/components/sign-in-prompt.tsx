import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';

/** A player's list seen by a guest: what it would hold, and the sign-in and sign-up buttons. */
export function SignInPrompt({ icon, text }: { icon: IconName; text: string }) {
  const t = useT('global-components');
  const { open } = useModals();
  return (
    <div className="sign-in-prompt" data-testid="games-sign-in-prompt">
      <span className="sign-in-prompt__icon">
        <Icon name={icon} size={28} />
      </span>
      <p>{text}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => open('sign-in')}>
          {t('games.signIn')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => open('sign-up')}>
          {t('games.signUp')}
        </button>
      </div>
    </div>
  );
}
