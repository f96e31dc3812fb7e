import { useState } from 'react';
import { BetAmountInput } from '../../components/bet-amount-input.tsx';
import { SelectField } from '../../components/fields.tsx';
import { GameControls, PlayButton } from '../../components/game-controls.tsx';
import { RoundResult } from '../../components/round-result.tsx';
import { useStudio } from '../../session/studio-context.tsx';
import { useBetAmount } from '../../session/use-bet-amount.ts';
import { texts } from '../../texts.ts';
import { useInstantRound } from '../use-instant-round.ts';
import { PlinkoBoard, type PlinkoDrop } from './plinko-board.tsx';
import { PLINKO_RISKS, PLINKO_ROWS, plinkoOutcomeSchema } from './plinko-board-geometry.ts';

type Landed = { bucket: number; bouncesRight: boolean[]; win: string; multiplier: number };

export function plinkoMultipliers(
  tables: Record<string, Record<string, number[]>> | undefined,
  risk: string,
  rows: number,
): number[] | null {
  return tables?.[risk]?.[String(rows)] ?? null;
}

export function PlinkoGame() {
  const studio = useStudio();
  const bet = useBetAmount();
  const round = useInstantRound();
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<string>('medium');
  const [drop, setDrop] = useState<PlinkoDrop | null>(null);
  const [landed, setLanded] = useState<Landed | null>(null);
  const [pendingLanding, setPendingLanding] = useState<(() => void) | null>(null);
  const tables = studio.session.game.plinko?.tables;
  const multipliers = plinkoMultipliers(tables, risk, rows);
  const busy = round.busy || drop !== null;

  const play = async () => {
    if (!bet.check.ok) return;
    const played = await round.play({ kind: 'plinko', amount: bet.amount, rows, risk }, plinkoOutcomeSchema);
    if (!played) return;
    const { result } = played;
    const { bouncesRight, bucket } = played.outcome;
    setLanded(null);
    studio.play('bet');
    setPendingLanding(() => () => {
      setDrop(null);
      setLanded({ bucket, bouncesRight, win: result.round.win, multiplier: result.round.multiplier });
      studio.applyResult(result);
      studio.play(result.round.multiplier >= 1 ? 'win' : 'lose');
    });
    setDrop({ key: Date.now(), bouncesRight });
  };

  return (
    <div className="game game--plinko">
      <div className="game__stage">
        <div className="plinko-stage">
          <PlinkoBoard
            rows={rows}
            multipliers={multipliers}
            drop={drop}
            landed={landed}
            onLanded={() => pendingLanding?.()}
          />
          {!multipliers && <p className="field__problem">{texts.plinko.noTables}</p>}
          <RoundResult result={landed && { win: landed.win, multiplier: landed.multiplier }} />
        </div>
      </div>
      <GameControls onSubmit={play} error={round.error}>
        <BetAmountInput value={bet.amount} onChange={bet.setAmount} disabled={busy} problem={bet.problem} />
        <div className="game__fields">
          <SelectField
            label={texts.plinko.rows}
            value={rows}
            options={PLINKO_ROWS}
            disabled={busy}
            onChange={(chosen) => {
              setLanded(null);
              setRows(chosen);
            }}
          />
          <div className="field">
            <span className="field__label">{texts.plinko.risk}</span>
            <fieldset className="segmented" aria-label={texts.plinko.risk}>
              {PLINKO_RISKS.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={risk === option}
                  disabled={busy}
                  onClick={() => setRisk(option)}
                >
                  {texts.plinko.risks[option]}
                </button>
              ))}
            </fieldset>
          </div>
        </div>
        <PlayButton disabled={busy || round.cooling || !bet.check.ok}>
          {busy ? texts.games.dropping : texts.games.drop}
        </PlayButton>
      </GameControls>
    </div>
  );
}
