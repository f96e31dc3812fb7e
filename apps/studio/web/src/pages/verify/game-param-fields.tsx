import type { StudioGameKind } from '@casino/contracts/studio';
import { MAX_MINES, MIN_MINES } from '../../games/mines/mines-math.ts';
import { PLINKO_RISKS, PLINKO_ROWS } from '../../games/plinko/plinko-board-geometry.ts';
import { texts } from '../../texts.ts';
import type { VerifyForm } from './verify-form.ts';

const MINE_COUNTS = Array.from({ length: MAX_MINES - MIN_MINES + 1 }, (_, i) => MIN_MINES + i);

/** The parameters a game's outcome depends on: dice direction and target, plinko rows and risk, mine count. */
export function GameParamFields({
  kind,
  form,
  update,
}: {
  kind: StudioGameKind | null;
  form: VerifyForm;
  update: (change: Partial<VerifyForm>) => void;
}) {
  if (kind === 'dice') {
    return (
      <div className="verify-form__pair">
        <label className="field">
          <span className="field__label">{texts.dice.direction}</span>
          <select
            value={form.direction}
            onChange={(event) => update({ direction: event.target.value === 'over' ? 'over' : 'under' })}
          >
            <option value="under">{texts.dice.under}</option>
            <option value="over">{texts.dice.over}</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">{texts.dice.target}</span>
          <input
            inputMode="decimal"
            value={form.target}
            onChange={(event) => update({ target: event.target.value })}
          />
        </label>
      </div>
    );
  }
  if (kind === 'plinko') {
    return (
      <div className="verify-form__pair">
        <label className="field">
          <span className="field__label">{texts.plinko.rows}</span>
          <select value={form.rows} onChange={(event) => update({ rows: Number(event.target.value) })}>
            {PLINKO_ROWS.map((rows) => (
              <option key={rows} value={rows}>
                {rows}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{texts.plinko.risk}</span>
          <select value={form.risk} onChange={(event) => update({ risk: event.target.value })}>
            {PLINKO_RISKS.map((risk) => (
              <option key={risk} value={risk}>
                {texts.plinko.risks[risk]}
              </option>
            ))}
          </select>
        </label>
      </div>
    );
  }
  if (kind === 'mines') {
    return (
      <label className="field">
        <span className="field__label">{texts.mines.mines}</span>
        <select
          value={form.mineCount}
          onChange={(event) => update({ mineCount: Number(event.target.value) })}
        >
          {MINE_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return null;
}
