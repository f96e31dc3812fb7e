import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useQuestLists, useQuestsEnabled } from '../hooks/use-quests.ts';

/**
 * The quests' place on /loyalty: for a player, how many quests are active and on offer, and the way
 * into quests-hub; for a guest, a call to sign in (the hub is for players only).
 */
export function QuestsSection() {
  const t = useT('global-components');
  const { isLoggedIn } = useSession();
  if (!useQuestsEnabled()) return null;
  return (
    <section
      className="section quests-section"
      aria-labelledby="quests-section-title"
      data-testid="quests-section"
    >
      <h2 id="quests-section-title" className="section__title">
        {t('quests.section.title')}
      </h2>
      <div className="card quests-section__card">
        <span className="card__icon">
          <Icon name="star" />
        </span>
        <div className="quests-section__text">
          <p>{t(isLoggedIn ? 'quests.section.text' : 'quests.section.guestText')}</p>
          {isLoggedIn ? <QuestCounts /> : null}
        </div>
        {isLoggedIn ? (
          <Link
            className="button button--primary"
            to="?quests-hub="
            preventScrollReset
            data-testid="quests-section-open"
          >
            {t('quests.section.open')}
          </Link>
        ) : (
          <div className="button-row">
            <Link
              className="button button--primary"
              to="?sign-in="
              preventScrollReset
              data-testid="quests-sign-in"
            >
              {t('quests.section.signIn')}
            </Link>
            <Link className="button button--ghost" to="?sign-up=" preventScrollReset>
              {t('quests.section.signUp')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

function QuestCounts() {
  const t = useT('global-components');
  const { active, offered } = useQuestLists();
  if (!active.data || !offered.data) return null;
  return (
    <p className="quests-section__counts" data-testid="quests-section-counts">
      {t('quests.section.active', { count: active.data.length })}{' '}
      {t('quests.section.offered', { count: offered.data.length })}
    </p>
  );
}
