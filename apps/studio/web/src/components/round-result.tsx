import { formatMultiplier } from '../lib/money.ts';
import { useStudio } from '../session/studio-context.tsx';
import { texts } from '../texts.ts';

/** After a round: what it paid, or that it paid nothing. */
export function RoundResult({ result }: { result: { win: string; multiplier: number } | null }) {
  const { format } = useStudio();
  if (!result) return <p className="round-result round-result--idle" aria-hidden="true" />;
  const won = Number(result.win) > 0;
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
