import { formatMultiplier } from '../lib/money.ts';
import { useStudio } from '../session/studio-context.tsx';
import { texts } from '../texts.ts';

/** After a round: what it paid, or that it paid nothing. */
export function RoundResult({ result }: { result: { win: string; multiplier: number } | null }) {
  const { format } = useStudio();
  if (!result) return <p className="round-result round-result--idle" aria-hidden="true" />;
  const returned = Number(result.win) > 0;
  // RTS 14: no celebration when the return is not more than the stake (a loss is not shown as a win).
  const won = returned && result.multiplier > 1;
  if (returned && !won)
    return (
      <p className="round-result round-result--loss" role="status">
        {texts.bet.returned(format(result.win))}
      </p>
    );
  return (
    <p className={`round-result ${won ? 'round-result--win' : 'round-result--loss'}`} role="status">
      {won ? (
        <>
          {texts.bet.lastWin(format(result.win))}{' '}
          <span className="round-result__multiplier">{formatMultiplier(result.multiplier)}</span>
        </>
      ) : (
        texts.bet.noWin
      )}
    </p>
  );
}
