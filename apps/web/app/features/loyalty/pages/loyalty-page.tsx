import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import type { LoyaltyPageData } from '../api/loyalty-api.ts';
import { EarnRulesTable } from '../components/earn-rules-table.tsx';
import { LevelLadder } from '../components/level-ladder.tsx';
import { LoyaltyJoin } from '../components/loyalty-join.tsx';
import { LoyaltyProgress } from '../components/loyalty-progress.tsx';
import { useEarnRules, useLoyaltyAccount, useLoyaltyLevels } from '../hooks/use-loyalty.ts';

/**
 * /loyalty, the Harbor Club: the signed-in player's progress (kept live by the account pushes) or a
 * guest's invitation, the ladder of levels and how each kind of game counts. `children` (the route's
 * points exchange and prize wheels, loaded apart) come after the progress.
 */
export function LoyaltyPage({ loaded, children }: { loaded: LoyaltyPageData; children?: ReactNode }) {
  const t = useT('global-components');
  const { isLoggedIn } = useSession();
  const levels = useLoyaltyLevels(loaded.levels).data ?? loaded.levels;
  const earnRules = useEarnRules(loaded.earnRules).data ?? loaded.earnRules;
  const account = useLoyaltyAccount(loaded.account);
  return (
    <article className="page loyalty-page" data-testid="loyalty-page">
      <section className="hero hero--compact">
        <div className="hero__glow" aria-hidden="true" />
        <p className="hero__eyebrow">{t('loyalty.eyebrow')}</p>
        <h1 className="hero__title">{t('loyalty.title')}</h1>
        <p className="hero__subtitle">{t('loyalty.intro')}</p>
        <Link
          className="button button--ghost"
          to="?loyalty-earn="
          preventScrollReset
          data-testid="loyalty-earn-link"
        >
          {t('loyalty.howToEarn')}
        </Link>
      </section>
      <div className="section">{isLoggedIn ? <LoyaltyProgress account={account} /> : <LoyaltyJoin />}</div>
      {children}
      <section className="section" aria-labelledby="loyalty-levels-title">
        <h2 id="loyalty-levels-title" className="section__title">
          {t('loyalty.levels.title')}
        </h2>
        <p className="muted">{t('loyalty.levels.text')}</p>
        <LevelLadder
          levels={levels}
          currency={earnRules.baseCurrency}
          currentOrder={isLoggedIn ? account.data?.currentLevel.order : undefined}
        />
      </section>
      <section className="section" aria-labelledby="loyalty-rules-title">
        <h2 id="loyalty-rules-title" className="section__title">
          {t('loyalty.rules.title')}
        </h2>
        <p className="muted">{t('loyalty.rules.text')}</p>
        <EarnRulesTable rules={earnRules.rules} />
        <p className="muted loyalty-page__note">{t('loyalty.rules.note')}</p>
      </section>
    </article>
  );
}
