import type { Tournament } from '@casino/contracts';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { useT } from '../../../lib/use-t.ts';
import { countdownTarget, phaseOf } from '../lib/format.ts';

/**
 * The time fact of a tournament's list of facts: the countdown to its start or its end while it is
 * upcoming or running (`onTimeUp` at zero), the date it ended once finished.
 */
export function TournamentClock({
  tournament,
  onTimeUp,
  large = false,
}: {
  tournament: Pick<Tournament, 'state' | 'startAt' | 'endAt'>;
  onTimeUp?: () => void;
  large?: boolean;
}) {
  const t = useT('global-components');
  const target = countdownTarget(tournament);
  const label = !target
    ? 'tournaments.endedAt'
    : phaseOf(tournament) === 'upcoming'
      ? 'tournaments.startsIn'
      : 'tournaments.endsIn';
  return (
    <div>
      <dt>{t(label)}</dt>
      <dd>
        {target ? (
          <Countdown
            to={target}
            dayUnit={t('tournaments.dayUnit')}
            onEnd={onTimeUp}
            className={large ? 'tournament-countdown tournament-countdown--large' : 'tournament-countdown'}
            testId="tournament-countdown"
          />
        ) : (
          <LocalTime iso={tournament.endAt} />
        )}
      </dd>
    </div>
  );
}
