import type { TournamentDetail } from '@casino/contracts';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';
import { scoringKey } from '../lib/format.ts';

/** How a bet scores, how a player enters, and which bets count. */
export function TournamentConditions({
  tournament,
  collections,
}: {
  tournament: TournamentDetail;
  /** Collection names by identity. */
  collections: Record<string, string>;
}) {
  const t = useT('global-components');
  const { locale } = useSiteData();
  const { conditions, baseCurrency } = tournament;
  const { unitOf } = useWalletAccounts();
  const money = (amount: number, currency: string) => formatMoney(amount, unitOf(currency), locale);
  const mode = scoringKey(tournament.type);
  return (
    <section className="card tournament-rules" aria-labelledby="rules-title" data-testid="tournament-rules">
      <h2 id="rules-title">{t('tournaments.howItScores')}</h2>
      <p>
        <strong data-testid="tournament-scoring">{t(`tournaments.scoring.${mode}`)}</strong>
        {': '}
        {t(`tournaments.scoringText.${mode}`, { currency: baseCurrency })}
      </p>
      <p>
        <strong data-testid="tournament-entry-type">{t(`tournaments.entry.${tournament.entryType}`)}</strong>
        {': '}
        {t(`tournaments.entryText.${tournament.entryType}`)}
      </p>
      <h3>{t('tournaments.conditions.title')}</h3>
      <dl className="tournament-conditions">
        <div>
          <dt>{t('tournaments.conditions.period')}</dt>
          <dd>
            <LocalTime iso={tournament.startAt} /> – <LocalTime iso={tournament.endAt} />
          </dd>
        </div>
        <div>
          <dt>{t('tournaments.conditions.games')}</dt>
          <dd>
            {conditions.gameCollections.length > 0 ? (
              <CollectionLinks identities={conditions.gameCollections} names={collections} />
            ) : (
              t('tournaments.conditions.allGames')
            )}
          </dd>
        </div>
        {conditions.gameCollectionsExcluded.length > 0 ? (
          <div>
            <dt>{t('tournaments.conditions.excluded')}</dt>
            <dd>
              <CollectionLinks identities={conditions.gameCollectionsExcluded} names={collections} />
            </dd>
          </div>
        ) : null}
        {conditions.minAmount !== null ? (
          <div>
            <dt>{t('tournaments.conditions.minBet')}</dt>
            <dd data-testid="tournament-min-bet">{money(conditions.minAmount, baseCurrency)}</dd>
          </div>
        ) : null}
        {conditions.maxAmount !== null ? (
          <div>
            <dt>{t('tournaments.conditions.maxBet')}</dt>
            <dd>{money(conditions.maxAmount, baseCurrency)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('tournaments.conditions.currencies')}</dt>
          <dd>{conditions.currencies.join(', ') || t('tournaments.conditions.allCurrencies')}</dd>
        </div>
        {tournament.buyIn.length > 0 ? (
          <div>
            <dt>{t('tournaments.conditions.buyIn')}</dt>
            <dd>{tournament.buyIn.map((price) => money(price.amount, price.isoCode)).join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** Each collection by name, a link to its games. */
function CollectionLinks({ identities, names }: { identities: string[]; names: Record<string, string> }) {
  const localize = useLocalizePath();
  return identities.map((identity, index) => (
    <Fragment key={identity}>
      {index > 0 ? ', ' : null}
      <Link to={localize(`/categories/${identity}`)}>{names[identity] ?? identity}</Link>
    </Fragment>
  ));
}
