import { type PlayerProtectionUpdate, UKGC_SLOT_STAKE_LIMITS } from '@casino/contracts';
import { type FieldError, type Path, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { TextField } from '../../components/fields.tsx';
import { Checkbox, numberOrNull } from './group-form.tsx';

/** The most bands the contract takes (slotStakeLimitsSchema). */
const MOST_BANDS = 10;
const BAND_FIELDS = ['fromAge', 'toAge', 'maxStake'] as const;

type Form = UseFormReturn<PlayerProtectionUpdate>;

/** The paths the server may refuse in the caps as they are now (a band's ages and stake, the currency). */
export function stakeBandNames(values: PlayerProtectionUpdate): Path<PlayerProtectionUpdate>[] {
  const bands = values.slotStakeLimits?.bands ?? [];
  return [
    'slotStakeLimits',
    'slotStakeLimits.currency',
    'slotStakeLimits.bands',
    ...bands.flatMap((_, index) =>
      BAND_FIELDS.map((name) => `slotStakeLimits.bands.${index}.${name}` as Path<PlayerProtectionUpdate>),
    ),
  ];
}

/**
 * The slot stake caps by age (RTS 14): on or off, their currency, and the bands in order of age, each
 * with its most a spin may stake; the last band may have no upper age. Turned on, they start from the
 * UKGC's. Used by every slot bet (player-safety/stake-limits.ts): a player of no known age, or of an age
 * between bands, gets the lowest cap.
 */
export function StakeBandsField({ form }: { form: Form }) {
  const limits = form.watch('slotStakeLimits');
  const errors = form.formState.errors.slotStakeLimits;
  return (
    <fieldset className="fieldset stake-bands">
      <legend className="field__label">Slot stake caps by age</legend>
      <Checkbox
        label="Cap slot stakes by age"
        checked={Boolean(limits)}
        onChange={(event) =>
          form.setValue(
            'slotStakeLimits',
            event.target.checked ? structuredClone(UKGC_SLOT_STAKE_LIMITS) : null,
            {
              shouldDirty: true,
            },
          )
        }
      />
      {limits ? (
        <>
          <TextField
            label="Caps' currency"
            hint="Bets in other currencies are converted at the site's rates."
            error={errors?.currency?.message}
            {...form.register('slotStakeLimits.currency')}
          />
          <StakeBands form={form} />
          {errors?.bands?.root?.message || errors?.bands?.message ? (
            <p className="field__error">{errors.bands.root?.message ?? errors.bands.message}</p>
          ) : null}
        </>
      ) : (
        <p className="muted">No caps: slot stakes are not limited by age.</p>
      )}
    </fieldset>
  );
}

function StakeBands({ form }: { form: Form }) {
  const bands = useFieldArray({ control: form.control, name: 'slotStakeLimits.bands' as never });
  const errorOf = (index: number, name: (typeof BAND_FIELDS)[number]) =>
    (form.formState.errors.slotStakeLimits?.bands?.[index]?.[name] as FieldError | undefined)?.message;
  return (
    <>
      <p className="field__hint">Bands in order of age; an empty "to age" has no upper end.</p>
      <ol className="stake-bands__list">
        {bands.fields.map((band, index) => (
          <li key={band.id}>
            <fieldset className="stake-bands__band">
              <legend className="stake-bands__legend">Band {index + 1}</legend>
              <TextField
                label="From age"
                type="number"
                error={errorOf(index, 'fromAge')}
                {...form.register(`slotStakeLimits.bands.${index}.fromAge`, { setValueAs: numberOrNull })}
              />
              <TextField
                label="To age"
                type="number"
                error={errorOf(index, 'toAge')}
                {...form.register(`slotStakeLimits.bands.${index}.toAge`, { setValueAs: numberOrNull })}
              />
              <TextField
                label="Max stake a spin"
                inputMode="decimal"
                error={errorOf(index, 'maxStake')}
                {...form.register(`slotStakeLimits.bands.${index}.maxStake`)}
              />
              <button
                type="button"
                className="button button--small stake-bands__remove"
                aria-label={`Remove band ${index + 1}`}
                disabled={bands.fields.length === 1}
                onClick={() => bands.remove(index)}
              >
                Remove
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--small"
        disabled={bands.fields.length >= MOST_BANDS}
        onClick={() => {
          const last = form.getValues('slotStakeLimits')?.bands.at(-1);
          const fromAge = last ? (last.toAge ?? last.fromAge) + 1 : 18;
          bands.append({ fromAge, toAge: null, maxStake: '' } as never);
        }}
      >
        Add a band
      </button>
    </>
  );
}
