import {
  type BackofficeQuest,
  type CreateQuestRequest,
  type Currency,
  backofficeQuestRoutes as calls,
  createQuestRequestSchema,
  isMoneyQuestTask,
  QUEST_LOCALES,
  QUEST_REWARD_TYPES,
  QUEST_TASK_TYPES,
  QuestTaskType,
  TASK_EXECUTION_ORDERS,
} from '@casino/contracts';
import { useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type Resolver,
  type UseFormReturn,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAuditedChange } from '../../api/audited-change.ts';
import { SelectField, TextAreaField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { minorToUnits, unitsToMinor } from '../../components/minor-units.ts';
import { useSiteCurrencies } from '../../components/money.tsx';
import { useCan } from '../../session/permissions.ts';
import { ORDER_LABELS, QUESTS_QUERY_KEY, REWARD_TYPE_LABELS, TASK_TYPE_LABELS } from './labels.ts';
import { QuestPreview } from './quest-preview.tsx';

export type QuestFormValues = CreateQuestRequest;
type Task = QuestFormValues['tasks'][number];
type Reward = QuestFormValues['rewards'][number];
type Amounts = Record<string, number>;

const blankTask = (type: Task['type'] = QuestTaskType.betCount): Task => ({
  type,
  names: { en: '' },
  descriptions: { en: '' },
  ...(isMoneyQuestTask(type) ? { amounts: {} } : { count: 1 }),
  conditions: {},
});

const blankReward = (type: Reward['type']): Reward => {
  if (type === 'points') return { type, points: 100 };
  if (type === 'money') return { type, amounts: {} };
  if (type === 'bonus') return { type, amounts: {}, wagerMultiplier: 20 };
  return { type, count: 10, gameSlug: '', betAmounts: {} };
};

const blank = (): QuestFormValues => ({
  slug: '',
  names: { en: '' },
  descriptions: { en: '' },
  image: null,
  order: 0,
  taskExecutionOrder: 'any',
  durationHours: null,
  tasks: [blankTask()],
  rewards: [blankReward('points')],
});

const valuesOf = (quest: BackofficeQuest): QuestFormValues => ({ slug: quest.slug, ...quest.terms });

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/** Optional texts and conditions left empty are not set at all: the schema sees what the engine would. */
function cleaned(values: QuestFormValues): QuestFormValues {
  const texts = (record: Record<string, string | undefined> | undefined) =>
    Object.fromEntries(
      Object.entries(record ?? {}).filter(([locale, text]) => locale === 'en' || (text ?? '').trim() !== ''),
    ) as Task['names'];
  return {
    ...values,
    names: texts(values.names),
    descriptions: texts(values.descriptions),
    image: values.image ? values.image : null,
    tasks: (values.tasks ?? []).map((task) => ({
      ...task,
      names: texts(task.names),
      descriptions: texts(task.descriptions),
      conditions: Object.fromEntries(
        Object.entries(task.conditions ?? {}).filter(([, value]) => !isEmpty(value)),
      ),
    })),
  };
}

/** The contract's schema on what the form holds, its empty optional fields left out. */
const questResolver: Resolver<QuestFormValues> = (() => {
  const resolve = contractResolver(createQuestRequestSchema) as unknown as Resolver<QuestFormValues>;
  return (values, context, options) => resolve(cleaned(values), context, options);
})();

/** Every field path a 422 or 409 may name, so the server's messages land on their fields. */
function fieldPaths(values: QuestFormValues, currencies: readonly Currency[]): never[] {
  const perCurrency = (path: string) => [path, ...currencies.map((currency) => `${path}.${currency.code}`)];
  const texts = (path: string) => QUEST_LOCALES.map((locale) => `${path}.${locale}`);
  const paths = [
    'slug',
    ...texts('names'),
    ...texts('descriptions'),
    'image',
    'order',
    'taskExecutionOrder',
    'durationHours',
    'tasks',
    'rewards',
  ];
  (values.tasks ?? []).forEach((_, at) => {
    const task = `tasks.${at}`;
    paths.push(
      task,
      `${task}.type`,
      `${task}.count`,
      ...texts(`${task}.names`),
      ...texts(`${task}.descriptions`),
    );
    paths.push(
      ...perCurrency(`${task}.amounts`),
      `${task}.conditions.games`,
      `${task}.conditions.multiplierCenti`,
    );
    paths.push(
      ...perCurrency(`${task}.conditions.minPayout`),
      ...perCurrency(`${task}.conditions.spinAmount`),
    );
  });
  (values.rewards ?? []).forEach((_, at) => {
    const reward = `rewards.${at}`;
    paths.push(`${reward}.type`, `${reward}.points`, `${reward}.wagerMultiplier`, `${reward}.count`);
    paths.push(
      `${reward}.gameSlug`,
      ...perCurrency(`${reward}.amounts`),
      ...perCurrency(`${reward}.betAmounts`),
    );
  });
  return paths as never[];
}

/** The message at a dotted path of the form's errors ('tasks.0.amounts.EUR'), an array's root too. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const found = node as { message?: string; root?: { message?: string } } | undefined;
  return found?.message ?? found?.root?.message;
}

const optionalNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/**
 * The editor of one quest: create (a draft) or change; the preview follows every keystroke. A live
 * quest (or one players took) keeps its tasks, their order and its duration: those are read-only.
 */
export function QuestForm({ quest }: { quest?: BackofficeQuest }) {
  const navigate = useNavigate();
  const currencies = useSiteCurrencies().data?.data ?? [];
  const form = useForm<QuestFormValues>({
    resolver: questResolver,
    defaultValues: quest ? valuesOf(quest) : blank(),
  });
  const create = useAuditedChange(calls.createQuest, [QUESTS_QUERY_KEY]);
  const update = useAuditedChange(calls.updateQuest, [QUESTS_QUERY_KEY]);
  const [alert, setAlert] = useState('');
  const [saved, setSaved] = useState('');
  const watched = useWatch({ control: form.control }) as QuestFormValues;
  const { errors } = form.formState;
  const mayWrite = useCan('bonuses.write');
  const readOnly = quest?.state === 'ended' || !mayWrite;
  const locked = readOnly || quest?.state === 'live' || (quest?.takenCount ?? 0) > 0;

  const onError = (error: unknown) =>
    setAlert(applyServerErrors(error, form.setError, fieldPaths(form.getValues(), currencies)));
  const submit = form.handleSubmit((values) => {
    setAlert('');
    setSaved('');
    if (!quest) {
      create.mutate(
        { input: { body: values } },
        { onSuccess: (answer) => navigate(`/quests/${answer.data.id}`), onError },
      );
      return;
    }
    const { slug: _slug, ...body } = values;
    update.mutate(
      { input: { params: { id: quest.id }, body } },
      { onSuccess: () => setSaved('Saved. Players who already took it keep what they took.'), onError },
    );
  });

  return (
    <div className="quest-editor">
      <form noValidate onSubmit={submit} className="quest-form" data-testid="quest-form">
        <fieldset disabled={readOnly} className="form-section">
          <legend>The quest</legend>
          <div className="form-row">
            <TextField
              label="Slug"
              hint="Lower case letters, digits and dashes; it cannot change later."
              readOnly={Boolean(quest)}
              error={errors.slug?.message}
              data-testid="quest-slug"
              {...form.register('slug')}
            />
            <TextField
              label="Place in the list"
              type="number"
              hint="Lower first."
              error={errors.order?.message}
              data-testid="quest-order"
              {...form.register('order', { setValueAs: optionalNumber })}
            />
          </div>
          <LocaleTexts form={form} path="names" label="Name" testId="quest-name" />
          <LocaleTexts form={form} path="descriptions" label="Description" testId="quest-description" area />
          <TextField
            label="Image URL"
            hint="Optional."
            error={errors.image?.message}
            data-testid="quest-image"
            {...form.register('image', { setValueAs: (value) => value || null })}
          />
        </fieldset>

        <fieldset disabled={locked} className="form-section">
          <legend>How it runs</legend>
          {locked && !readOnly ? (
            <p className="muted" data-testid="quest-locked-note">
              Players hold this quest: its tasks, their order and its duration stay as they took them. Texts
              and rewards may still change.
            </p>
          ) : null}
          <div className="form-row">
            <SelectField
              label="Tasks go"
              error={errors.taskExecutionOrder?.message}
              data-testid="quest-order-mode"
              {...form.register('taskExecutionOrder')}
            >
              {TASK_EXECUTION_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {ORDER_LABELS[order]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Hours to finish once taken"
              type="number"
              hint="Empty: until the quest ends."
              error={errors.durationHours?.message}
              data-testid="quest-duration"
              {...form.register('durationHours', { setValueAs: (value) => optionalNumber(value) ?? null })}
            />
          </div>
          {locked && !readOnly ? null : <TasksFields form={form} currencies={currencies} textsOnly={false} />}
        </fieldset>
        {locked && !readOnly ? (
          <fieldset className="form-section">
            <legend>Task texts</legend>
            <TasksFields form={form} currencies={currencies} textsOnly />
          </fieldset>
        ) : null}

        <fieldset disabled={readOnly} className="form-section">
          <legend>Rewards</legend>
          <RewardsFields form={form} currencies={currencies} />
        </fieldset>

        <FormAlert>{alert}</FormAlert>
        <FormAlert tone="info">{saved}</FormAlert>
        {readOnly ? (
          <p className="muted">
            {mayWrite ? 'An ended quest is history: it is read, never changed.' : 'You may read this quest.'}
          </p>
        ) : (
          <button
            type="submit"
            className="button button--primary"
            disabled={create.isPending || update.isPending}
            data-testid="quest-save"
          >
            {quest ? 'Save changes' : 'Create draft'}
          </button>
        )}
      </form>
      <QuestPreview values={cleaned(watched)} endsAt={quest?.endedAt ?? quest?.endsAt ?? null} />
    </div>
  );
}

type Form = UseFormReturn<QuestFormValues>;

/** A text in each locale: English required, the others fall back to it on the player site. */
function LocaleTexts({
  form,
  path,
  label,
  testId,
  area = false,
}: {
  form: Form;
  path: 'names' | 'descriptions' | `tasks.${number}.names` | `tasks.${number}.descriptions`;
  label: string;
  testId: string;
  area?: boolean;
}) {
  const { errors } = form.formState;
  return (
    <div className="locale-texts">
      <div className="form-row">
        {QUEST_LOCALES.map((locale) => {
          const props = {
            label: `${label} (${locale.toUpperCase()})`,
            error: errorAt(errors, `${path}.${locale}`),
            'data-testid': `${testId}-${locale}`,
            ...form.register(`${path}.${locale}` as `names.en`),
          };
          return area ? <TextAreaField key={locale} {...props} /> : <TextField key={locale} {...props} />;
        })}
      </div>
      <p className="field__hint">
        English is required; German (DE) and Portuguese (PT-BR) fall back to it when empty.
      </p>
    </div>
  );
}

/** One currency's amount in units, stored as minor units; its text is kept while staff type. */
function UnitsInput({
  value,
  onChange,
  currency,
  testId,
  error,
}: {
  value: number | undefined;
  onChange: (minor: number | string | undefined) => void;
  currency: Currency;
  testId: string;
  error: string | undefined;
}) {
  const [text, setText] = useState(() =>
    value === undefined ? '' : minorToUnits(String(value), currency.subunitToUnit),
  );
  return (
    <label className="amount-cell">
      <span className="amount-cell__code">
        {currency.code}
        {currency.isBase ? ' (base)' : ''}
      </span>
      <input
        className="input input--amount"
        inputMode="decimal"
        aria-invalid={error ? true : undefined}
        data-testid={testId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() === '') return onChange(undefined);
          const minor = unitsToMinor(event.target.value, currency.subunitToUnit);
          onChange(/^\d+$/.test(minor) ? Number(minor) : minor);
        }}
      />
      {error ? <span className="field__error">{error}</span> : null}
    </label>
  );
}

/** Amounts per currency, typed in units: empty currencies are converted from the base one. */
function AmountsField({
  control,
  name,
  label,
  currencies,
  testId,
  optional = false,
}: {
  control: Control<QuestFormValues>;
  name: string;
  label: string;
  currencies: readonly Currency[];
  testId: string;
  /** A condition: folded away until opened or set. */
  optional?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name as 'names'}
      render={({ field, formState }) => {
        const record = (field.value ?? {}) as unknown as Amounts;
        const own = errorAt(formState.errors, name);
        const grid = (
          <fieldset className="amounts-grid" data-testid={testId}>
            <legend>
              {optional ? null : label}{' '}
              <span className="amounts-grid__hint">Empty currencies are converted from the base one.</span>
              {own ? <span className="field__error"> {own}</span> : null}
            </legend>
            {currencies.map((currency) => (
              <UnitsInput
                key={currency.code}
                currency={currency}
                value={record[currency.code]}
                testId={`${testId}-${currency.code}`}
                error={errorAt(formState.errors, `${name}.${currency.code}`)}
                onChange={(minor) => {
                  const next: Record<string, number | string> = { ...record };
                  if (minor === undefined) delete next[currency.code];
                  else next[currency.code] = minor;
                  field.onChange(next);
                }}
              />
            ))}
          </fieldset>
        );
        if (!optional) return grid;
        const set = Object.keys(record).length > 0 || Boolean(errorAt(formState.errors, name));
        return (
          <details className="amounts-details" open={set}>
            <summary>
              {label}
              {set ? '' : ' (not set)'}
            </summary>
            {grid}
          </details>
        );
      }}
    />
  );
}

const listText = (items: readonly string[] | undefined) => (items ?? []).join(', ');
const textList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The tasks in execution order: added, removed, moved; `textsOnly` shows only their texts (a live quest). */
function TasksFields({
  form,
  currencies,
  textsOnly,
}: {
  form: Form;
  currencies: readonly Currency[];
  textsOnly: boolean;
}) {
  const tasks = useFieldArray({ control: form.control, name: 'tasks' });
  const types = useWatch({ control: form.control, name: 'tasks' }) ?? [];
  const { errors } = form.formState;
  return (
    <div className="quest-tasks">
      {errorAt(errors, 'tasks') ? <p className="field__error">{errorAt(errors, 'tasks')}</p> : null}
      <ol className="quest-tasks__list">
        {tasks.fields.map((row, index) => {
          const type = Number(types[index]?.type ?? row.type) as Task['type'];
          const path = `tasks.${index}` as const;
          const money = isMoneyQuestTask(type);
          return (
            <li key={row.id} className="quest-task" data-testid={`quest-task-${index}`}>
              <div className="quest-task__head">
                <strong>Task {index + 1}</strong>
                {textsOnly ? (
                  <span className="muted">{TASK_TYPE_LABELS[type]}</span>
                ) : (
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button button--small button--quiet"
                      disabled={index === 0}
                      onClick={() => tasks.move(index, index - 1)}
                      aria-label={`Move task ${index + 1} up`}
                    >
                      Up
                    </button>
                    <button
                      type="button"
                      className="button button--small button--quiet"
                      disabled={index === tasks.fields.length - 1}
                      onClick={() => tasks.move(index, index + 1)}
                      aria-label={`Move task ${index + 1} down`}
                    >
                      Down
                    </button>
                    <button
                      type="button"
                      className="button button--small button--quiet"
                      disabled={tasks.fields.length === 1}
                      onClick={() => tasks.remove(index)}
                      data-testid={`quest-task-remove-${index}`}
                    >
                      Remove
                    </button>
                  </div>
                )}
              </div>
              {textsOnly ? (
                <>
                  <LocaleTexts
                    form={form}
                    path={`${path}.names`}
                    label="Name"
                    testId={`quest-task-name-${index}`}
                  />
                  <LocaleTexts
                    form={form}
                    path={`${path}.descriptions`}
                    label="Description"
                    testId={`quest-task-description-${index}`}
                  />
                </>
              ) : (
                <>
                  <div className="form-row">
                    <SelectField
                      label="Counts"
                      data-testid={`quest-task-type-${index}`}
                      error={errorAt(errors, `${path}.type`)}
                      value={String(type)}
                      onChange={(event) => {
                        const next = Number(event.target.value) as Task['type'];
                        const current = form.getValues(path);
                        form.setValue(
                          path,
                          { ...blankTask(next), names: current.names, descriptions: current.descriptions },
                          { shouldValidate: form.formState.isSubmitted },
                        );
                      }}
                    >
                      {QUEST_TASK_TYPES.map((value) => (
                        <option key={value} value={value}>
                          {TASK_TYPE_LABELS[value]}
                        </option>
                      ))}
                    </SelectField>
                    {money ? null : (
                      <TextField
                        label="Rounds"
                        type="number"
                        error={errorAt(errors, `${path}.count`)}
                        data-testid={`quest-task-count-${index}`}
                        {...form.register(`${path}.count`, { setValueAs: optionalNumber })}
                      />
                    )}
                    {type === QuestTaskType.multiplier ? (
                      <Controller
                        control={form.control}
                        name={`${path}.conditions.multiplierCenti`}
                        render={({ field }) => (
                          <TextField
                            label="Win at least (× the stake)"
                            inputMode="decimal"
                            error={errorAt(errors, `${path}.conditions.multiplierCenti`)}
                            data-testid={`quest-task-multiplier-${index}`}
                            defaultValue={field.value === undefined ? '' : String(field.value / 100)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.value === ''
                                  ? undefined
                                  : Math.round(Number(event.target.value) * 100),
                              )
                            }
                          />
                        )}
                      />
                    ) : null}
                    {type === QuestTaskType.deposit ? null : (
                      <Controller
                        control={form.control}
                        name={`${path}.conditions.games`}
                        render={({ field }) => (
                          <TextField
                            label={type === QuestTaskType.playGames ? 'Games that count' : 'Only these games'}
                            hint="Game slugs, comma-separated; empty: every game."
                            error={errorAt(errors, `${path}.conditions.games`)}
                            data-testid={`quest-task-games-${index}`}
                            defaultValue={listText(field.value)}
                            onChange={(event) => field.onChange(textList(event.target.value))}
                          />
                        )}
                      />
                    )}
                  </div>
                  <LocaleTexts
                    form={form}
                    path={`${path}.names`}
                    label="Name"
                    testId={`quest-task-name-${index}`}
                  />
                  <LocaleTexts
                    form={form}
                    path={`${path}.descriptions`}
                    label="Description"
                    testId={`quest-task-description-${index}`}
                  />
                  {money ? (
                    <AmountsField
                      control={form.control}
                      name={`${path}.amounts`}
                      label="Target"
                      currencies={currencies}
                      testId={`quest-task-amounts-${index}`}
                    />
                  ) : null}
                  {type === QuestTaskType.deposit ? null : (
                    <AmountsField
                      control={form.control}
                      name={`${path}.conditions.spinAmount`}
                      label="Smallest stake that counts"
                      optional
                      currencies={currencies}
                      testId={`quest-task-spin-${index}`}
                    />
                  )}
                  {type === QuestTaskType.winAmount || type === QuestTaskType.multiplier ? (
                    <AmountsField
                      control={form.control}
                      name={`${path}.conditions.minPayout`}
                      label="Smallest win that counts"
                      optional
                      currencies={currencies}
                      testId={`quest-task-min-payout-${index}`}
                    />
                  ) : null}
                </>
              )}
            </li>
          );
        })}
      </ol>
      {textsOnly ? null : (
        <button
          type="button"
          className="button button--small"
          onClick={() => tasks.append(blankTask())}
          data-testid="quest-task-add"
        >
          Add a task
        </button>
      )}
    </div>
  );
}

/** The rewards, paid once when every task is done, in the currency the player took the quest in. */
function RewardsFields({ form, currencies }: { form: Form; currencies: readonly Currency[] }) {
  const rewards = useFieldArray({ control: form.control, name: 'rewards' });
  const watched = useWatch({ control: form.control, name: 'rewards' }) ?? [];
  const { errors } = form.formState;
  return (
    <div className="quest-rewards">
      {errorAt(errors, 'rewards') ? <p className="field__error">{errorAt(errors, 'rewards')}</p> : null}
      <ol className="quest-tasks__list">
        {rewards.fields.map((row, index) => {
          const type = (watched[index]?.type ?? row.type) as Reward['type'];
          const path = `rewards.${index}` as const;
          return (
            <li key={row.id} className="quest-task" data-testid={`quest-reward-${index}`}>
              <div className="form-row">
                <SelectField
                  label="Reward"
                  data-testid={`quest-reward-type-${index}`}
                  value={type}
                  onChange={(event) =>
                    form.setValue(path, blankReward(event.target.value as Reward['type']), {
                      shouldValidate: form.formState.isSubmitted,
                    })
                  }
                >
                  {QUEST_REWARD_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {REWARD_TYPE_LABELS[value]}
                    </option>
                  ))}
                </SelectField>
                {type === 'points' ? (
                  <TextField
                    label="Points"
                    type="number"
                    error={errorAt(errors, `${path}.points`)}
                    data-testid={`quest-reward-points-${index}`}
                    {...form.register(`${path}.points` as `rewards.0.points`, { setValueAs: optionalNumber })}
                  />
                ) : null}
                {type === 'bonus' ? (
                  <TextField
                    label="Wagering (times the bonus)"
                    type="number"
                    error={errorAt(errors, `${path}.wagerMultiplier`)}
                    data-testid={`quest-reward-wager-${index}`}
                    {...form.register(`${path}.wagerMultiplier` as `rewards.0.points`, {
                      setValueAs: optionalNumber,
                    })}
                  />
                ) : null}
                {type === 'freespins' ? (
                  <>
                    <TextField
                      label="Spins"
                      type="number"
                      error={errorAt(errors, `${path}.count`)}
                      data-testid={`quest-reward-spins-${index}`}
                      {...form.register(`${path}.count` as `rewards.0.points`, {
                        setValueAs: optionalNumber,
                      })}
                    />
                    <TextField
                      label="Game (slug)"
                      error={errorAt(errors, `${path}.gameSlug`)}
                      data-testid={`quest-reward-game-${index}`}
                      {...form.register(`${path}.gameSlug` as `slug`)}
                    />
                  </>
                ) : null}
                <button
                  type="button"
                  className="button button--small button--quiet"
                  disabled={rewards.fields.length === 1}
                  onClick={() => rewards.remove(index)}
                >
                  Remove
                </button>
              </div>
              {type === 'money' || type === 'bonus' ? (
                <AmountsField
                  key={type}
                  control={form.control}
                  name={`${path}.amounts`}
                  label="Amount"
                  currencies={currencies}
                  testId={`quest-reward-amounts-${index}`}
                />
              ) : null}
              {type === 'freespins' ? (
                <AmountsField
                  control={form.control}
                  name={`${path}.betAmounts`}
                  label="Stake per spin"
                  currencies={currencies}
                  testId={`quest-reward-bet-${index}`}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--small"
        onClick={() => rewards.append(blankReward('money'))}
        data-testid="quest-reward-add"
      >
        Add a reward
      </button>
    </div>
  );
}
