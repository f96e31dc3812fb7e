import type { StudioPlayResult, StudioRound } from '@casino/contracts/studio';
import { useEffect, useState } from 'react';
import { cashOutRound, playRound, revealTile } from '../../api/calls.ts';
import { BetAmountInput } from '../../components/bet-amount-input.tsx';
import { SelectField } from '../../components/fields.tsx';
import { Figure } from '../../components/figure.tsx';
import { GameControls, PlayButton } from '../../components/game-controls.tsx';
import { fromMinor, multiplyMinor, toMinor } from '../../lib/money.ts';
import { useAction } from '../../lib/use-action.ts';
import { useStudio } from '../../session/studio-context.tsx';
import { useBetAmount } from '../../session/use-bet-amount.ts';
import { texts } from '../../texts.ts';
import { MinesGrid } from './mines-grid.tsx';
import {
  MINE_COUNTS,
  type MinesOutcome,
  minesMultiplier,
  minesMultiplierText,
  minesOutcomeSchema,
  minesParamsSchema,
  nextMultiplier,
  safeOpened,
  tileLooks,
} from './mines-math.ts';

type Played = { round: StudioRound; outcome: MinesOutcome; mineCount: number; hitTile: number | null };

function toPlayed(round: StudioRound, hitTile: number | null = null): Played | null {
  const outcome = minesOutcomeSchema.safeParse(round.outcome);
  const params = minesParamsSchema.safeParse(round.params);
  if (!outcome.success || !params.success) return null;
  return { round, outcome: outcome.data, mineCount: params.data.mineCount, hitTile };
}

export function MinesGame() {
  const studio = useStudio();
  const bet = useBetAmount();
  const action = useAction();
  const [mineCount, setMineCount] = useState(3);
  const [played, setPlayed] = useState<Played | null>(null);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const resumable = studio.session.openRound ?? null;

  // A reload in the middle of a round picks it up where it was.
  useEffect(() => {
    if (resumable?.kind !== 'mines' || resumable.status !== 'open') return;
    const resumed = toPlayed(resumable);
    if (!resumed) return;
    setPlayed(resumed);
    setMineCount(resumed.mineCount);
    bet.setAmount(resumable.bet);
  }, [resumable, bet.setAmount]);

  const open = played?.round.status === 'open';
  const settle = (result: StudioPlayResult, hitTile: number | null) => {
    const next = toPlayed(result.round, hitTile);
    if (!next) return action.setError(new Error('outcome'));
    setPlayed(next);
    if (result.round.status === 'open') {
      studio.setBalance(result.balance);
      studio.play('tick');
      return;
    }
    studio.applyResult(result);
    studio.play(Number(result.round.win) > 0 ? 'win' : 'lose');
  };

  const start = async () => {
    if (!bet.check.ok) return;
    const result = await action.run(() =>
      playRound(studio.token, { kind: 'mines', amount: bet.amount, mineCount }),
    );
    if (!result) return studio.refreshBalance();
    studio.play('bet');
    settle(result, null);
  };

  const reveal = async (tile: number) => {
    if (!played) return;
    setPendingTile(tile);
    const result = await action.run(() => revealTile(studio.token, played.round.id, tile));
    setPendingTile(null);
    if (result) settle(result, tile);
  };

  const cashOut = async () => {
    if (!played) return;
    const result = await action.run(() => cashOutRound(studio.token, played.round.id));
    if (result) settle(result, null);
  };

  // The figures follow the open round; between rounds they preview the next one.
  const live = open ? played : null;
  const safe = live ? safeOpened(live.outcome) : 0;
  const count = live?.mineCount ?? mineCount;
  const looks = played ? tileLooks(played.outcome, played.hitTile) : tileLooks({ openedTiles: [] });
  const betMinor = live ? toMinor(live.round.bet, studio.limits.decimals) : null;
  const cashOutMinor =
    betMinor !== null && safe > 0 ? multiplyMinor(betMinor, minesMultiplier(count, safe)) : null;
  const next = nextMultiplier(count, safe);

  return (
    <div className="game game--mines">
      <div className="game__stage">
        <div className="mines-stage">
          <MinesGrid looks={looks} pendingTile={pendingTile} onOpen={open && !action.busy ? reveal : null} />
          <MinesStatus played={played} />
        </div>
      </div>
      <GameControls onSubmit={open ? cashOut : start} error={action.error}>
        <BetAmountInput
          value={bet.amount}
          onChange={bet.setAmount}
          disabled={open || action.busy}
          problem={open ? null : bet.problem}
        />
        <SelectField
          label={texts.mines.mines}
          value={count}
          options={MINE_COUNTS}
          disabled={open || action.busy}
          onChange={setMineCount}
        />
        <div className="mines-figures">
          <Figure label={texts.mines.current}>
            {safe > 0 ? minesMultiplierText(minesMultiplier(count, safe)) : '–'}
          </Figure>
          <Figure label={texts.mines.next}>{next === null ? '–' : minesMultiplierText(next)}</Figure>
        </div>
        {open ? (
          <PlayButton tone="cashout" disabled={action.busy || safe === 0}>
            {texts.mines.cashOut(
              cashOutMinor === null ? '' : studio.format(fromMinor(cashOutMinor, studio.limits.decimals)),
            )}
          </PlayButton>
        ) : (
          <PlayButton disabled={action.busy || !bet.check.ok}>
            {action.busy ? texts.mines.starting : texts.mines.start}
          </PlayButton>
        )}
      </GameControls>
    </div>
  );
}

function MinesStatus({ played }: { played: Played | null }) {
  const { format } = useStudio();
  if (!played) return <p className="round-result round-result--idle">{texts.mines.pickTile}</p>;
  if (played.round.status === 'open') return <p className="round-result">{texts.mines.pickTile}</p>;
  const won = Number(played.round.win) > 0;
  return (
    <p className={`round-result ${won ? 'round-result--win' : 'round-result--loss'}`} role="status">
      {won
        ? texts.mines.cashedOut(format(played.round.win), minesMultiplierText(played.round.multiplier))
        : texts.mines.boom}
    </p>
  );
}
