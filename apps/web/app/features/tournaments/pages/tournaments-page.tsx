import type { Tournament } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { type TournamentsPageData, tournamentQueries } from '../api/tournaments-api.ts';
import { TournamentCard } from '../components/tournament-card.tsx';
import { type Phase, phaseOf } from '../lib/format.ts';

const SECTIONS: Phase[] = ['running', 'upcoming', 'finished'];

/**
 * /tournaments: the running tournaments, the announced ones and the last finished, each card with
 * its countdown. A countdown reaching zero reads the lists again, so a card moves to its new section.
 */
export function TournamentsPage({ loaded }: { loaded: TournamentsPageData }) {
  const t = useT('global-components');
  const lists = useQuery({ ...tournamentQueries.lists(useApi()), initialData: loaded });
  const data = lists.data ?? loaded;
  const byPhase = (phase: Phase): Tournament[] =>
    [...data.active, ...data.finished].filter((tournament) => phaseOf(tournament) === phase);
  const refresh = () => void lists.refetch();
  return (
    <article className="page tournaments-page" data-testid="tournaments-page">
      <section className="hero hero--compact">
        <div className="hero__glow" aria-hidden="true" />
        <p className="hero__eyebrow">{t('tournaments.eyebrow')}</p>
        <h1 className="hero__title">{t('tournaments.title')}</h1>
        <p className="hero__subtitle">{t('tournaments.intro')}</p>
      </section>
      {SECTIONS.map((phase) => {
        const tournaments = byPhase(phase);
        return (
          <section
            key={phase}
            className="section"
            aria-labelledby={`tournaments-${phase}`}
            data-testid={`tournaments-${phase}`}
          >
            <h2 id={`tournaments-${phase}`} className="section__title">
              {t(`tournaments.sections.${phase}`)}
            </h2>
            {tournaments.length === 0 ? (
              <p className="muted">{t(`tournaments.empty.${phase}`)}</p>
            ) : (
              <div className="tournament-grid">
                {tournaments.map((tournament) => (
                  <TournamentCard key={tournament.id} tournament={tournament} onTimeUp={refresh} />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </article>
  );
}
