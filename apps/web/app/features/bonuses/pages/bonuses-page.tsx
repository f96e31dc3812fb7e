import { BonusCodeTrigger, type Currency, type PlayerBonus, type PlayerFreespin } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useModals } from '../../../components/modals/use-modals.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { identityQueries } from '../../identity/api/identity-api.ts';
import { bonusesQueries } from '../api/bonuses-api.ts';
import { BonusCard } from '../components/bonus-card.tsx';
import { BonusCodeField } from '../components/bonus-code-field.tsx';
import { CashbackSection } from '../components/cashback-section.tsx';
import { FreespinCard } from '../components/freespin-card.tsx';
import { useBonusButtons } from '../hooks/use-bonus-actions.ts';

/** `currencies` (the site's): amounts show in their display unit (mBTC) from the server's render on. */
export type BonusesPageData = {
  bonuses: PlayerBonus[];
  freespins: PlayerFreespin[];
  currencies?: Currency[];
};

/**
 * /profile/bonuses: the player's issued and active bonuses and free spins (kept current by the pushes,
 * components/bonus-realtime-effects.tsx), a promo code, and cashback.
 */
export function BonusesPage({ loaded }: { loaded: BonusesPageData }) {
  const t = useT('layout');
  const api = useApi();
  useQuery({ ...identityQueries.currencies(api), initialData: loaded.currencies });
  const bonuses = useQuery({ ...bonusesQueries.playerBonuses(api), initialData: loaded.bonuses }).data;
  const freespins = useQuery({ ...bonusesQueries.playerFreespins(api), initialData: loaded.freespins }).data;
  return (
    <div className="profile-grid bonuses-page" data-testid="bonuses-page">
      <section className="profile-card bonuses-intro">
        <h2>{t('profileBonuses.title')}</h2>
        <p className="muted">{t('profileBonuses.text')}</p>
        <BonusCodeField trigger={BonusCodeTrigger.add} />
      </section>
      <BonusList bonuses={bonuses} />
      <FreespinList freespins={freespins} />
      <CashbackSection />
    </div>
  );
}

function BonusList({ bonuses }: { bonuses: PlayerBonus[] }) {
  const t = useT('layout');
  const buttons = useBonusButtons(bonuses);
  return (
    <section className="profile-card bonuses-section" aria-labelledby="bonuses-list">
      <h2 id="bonuses-list">{t('profileBonuses.bonuses.title')}</h2>
      {bonuses.length === 0 ? <EmptyList text={t('profileBonuses.bonuses.none')} /> : null}
      <ul className="bonus-list" data-testid="bonus-list">
        {bonuses.map((bonus) => (
          <li key={bonus.id}>
            <BonusCard bonus={bonus} buttons={buttons} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FreespinList({ freespins }: { freespins: PlayerFreespin[] }) {
  const t = useT('layout');
  const buttons = useBonusButtons([]);
  return (
    <section className="profile-card bonuses-section" aria-labelledby="bonuses-freespins">
      <h2 id="bonuses-freespins">{t('profileBonuses.freespins.title')}</h2>
      {freespins.length === 0 ? <p className="muted">{t('profileBonuses.freespins.none')}</p> : null}
      <ul className="bonus-list" data-testid="freespin-list">
        {freespins.map((spin) => (
          <li key={spin.id}>
            <FreespinCard spin={spin} buttons={buttons} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** No bonus right now: the way to one is a deposit. */
function EmptyList({ text }: { text: string }) {
  const t = useT('layout');
  const { open } = useModals();
  return (
    <div className="bonuses-empty">
      <p className="muted">{text}</p>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => open('wallet', { value: 'deposit' })}
      >
        {t('profileBonuses.deposit')}
      </button>
    </div>
  );
}
