import type { StudioGameKind } from '@casino/contracts/studio';
import { SelectField, TextField } from '../../components/fields.tsx';
import { MINE_COUNTS } from '../../games/mines/mines-math.ts';
import { PLINKO_RISKS, PLINKO_ROWS } from '../../games/plinko/plinko-board-geometry.ts';
import { texts } from '../../texts.ts';
import type { VerifyForm } from './verify-form.ts';

const DICE_DIRECTIONS = ['under', 'over'] as const;

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
        <SelectField
          label={texts.dice.direction}
          value={form.direction}
          options={DICE_DIRECTIONS}
          optionText={(direction) => texts.dice[direction]}
          onChange={(direction) => update({ direction })}
        />
        <TextField
          label={texts.dice.target}
          inputMode="decimal"
          value={form.target}
          onChange={(target) => update({ target })}
        />
      </div>
    );
  }
  if (kind === 'plinko') {
    return (
      <div className="verify-form__pair">
        <SelectField
          label={texts.plinko.rows}
          value={form.rows}
          options={PLINKO_ROWS}
          onChange={(rows) => update({ rows })}
        />
        <SelectField
          label={texts.plinko.risk}
          value={form.risk}
          options={PLINKO_RISKS}
          optionText={(risk) => texts.plinko.risks[risk]}
          onChange={(risk) => update({ risk })}
        />
      </div>
    );
  }
  if (kind === 'mines') {
    return (
      <SelectField
        label={texts.mines.mines}
        value={form.mineCount}
        options={MINE_COUNTS}
        onChange={(mineCount) => update({ mineCount })}
      />
    );
  }
  return null;
}
