import {
  type BackofficeBonus,
  type BackofficeBonusPackage,
  bonusPackageInputSchema,
  backofficeBonusRoutes as calls,
  createBonusPackageSchema,
} from '@casino/contracts';
import { useState } from 'react';
import { type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useAuditedChange } from '../../api/audited-change.ts';
import { SelectField, TextField } from '../../components/fields.tsx';
import { contractIssueMessage, contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { StateBadge } from '../../components/promotion-state.tsx';
import { PROMOTIONS_QUERY_KEY } from './labels.tsx';
import { PackagePreview } from './package-preview.tsx';

const LOCALES = ['en', 'de', 'pt-br'] as const;

type PackageValues = {
  slug: string;
  names: Record<(typeof LOCALES)[number], string>;
  /** The steps in order (objects: the form's list keeps an identity per row). */
  steps: { bonusId: string }[];
};

const bodyOf = (values: PackageValues) => ({
  slug: values.slug.trim(),
  names: Object.fromEntries(Object.entries(values.names).filter(([, name]) => name.trim() !== '')) as {
    en: string;
  },
  bonusIds: values.steps.map((step) => step.bonusId),
});

/** A body field's path on the form: `bonusIds.N` is the step's row. */
const formPathOf = (field: string) =>
  field.replace(/^bonusIds\.(\d+)$/, 'steps.$1.bonusId').replace(/^bonusIds$/, 'steps');

function formSchema(editing: boolean) {
  return z.custom<PackageValues>().superRefine((values, ctx) => {
    const { slug, ...rest } = bodyOf(values);
    const result = editing
      ? bonusPackageInputSchema.safeParse(rest)
      : createBonusPackageSchema.safeParse({ slug, ...rest });
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: contractIssueMessage(issue),
        path: formPathOf(issue.path.join('.')).split('.'),
      });
  });
}

type PackageFormProps = {
  pack: BackofficeBonusPackage | null;
  /** The deposit bonuses a step may be. */
  bonuses: BackofficeBonus[];
  onClose: () => void;
};

/**
 * A package's editor (issue 31): its name per locale and its deposit bonuses in order, validated by the
 * contract's schema as the staff member types, with the wallet's package view beside it. A bonus of
 * another package, or an ended one, is not offered; an ended step stays where it ended.
 */
export function PackageForm({ pack, bonuses, onClose }: PackageFormProps) {
  const editing = pack !== null;
  const form = useForm<PackageValues>({
    resolver: contractResolver(formSchema(editing)) as never,
    defaultValues: {
      slug: pack?.slug ?? '',
      names: Object.fromEntries(
        LOCALES.map((locale) => [locale, pack?.names[locale] ?? '']),
      ) as PackageValues['names'],
      steps: (pack?.steps ?? []).map((step) => ({ bonusId: step.id })),
    },
  });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const values = useWatch({ control: form.control }) as PackageValues;
  const [adding, setAdding] = useState('');
  const [alert, setAlert] = useState('');
  const create = useAuditedChange(calls.createBonusPackage, [PROMOTIONS_QUERY_KEY]);
  const update = useAuditedChange(calls.updateBonusPackage, [PROMOTIONS_QUERY_KEY]);
  const { errors } = form.formState;
  const stepError = (index: number) => errors.steps?.[index]?.bonusId?.message;
  const listError = errors.steps?.message ?? errors.steps?.root?.message;

  // What a step shows: the package's own steps as stored, else the bonus as listed.
  const known = new Map<
    string,
    Pick<BackofficeBonus, 'id' | 'slug' | 'names' | 'type' | 'terms' | 'state'>
  >();
  for (const bonus of bonuses) known.set(bonus.id, bonus);
  for (const step of pack?.steps ?? []) known.set(step.id, step);
  const chosen = new Set(values.steps.map((step) => step.bonusId));
  const offered = bonuses.filter(
    (bonus) =>
      !chosen.has(bonus.id) &&
      bonus.state !== 'ended' &&
      (bonus.packageId === null || bonus.packageId === pack?.id),
  );
  const fieldNames = [
    'slug',
    'names.en',
    'names.de',
    'names.pt-br',
    'steps',
    ...values.steps.map((_, index) => `steps.${index}.bonusId`),
  ] as Path<PackageValues>[];
  const onError = (failure: unknown) => {
    const fields = (failure as { fields?: Record<string, string[]> }).fields;
    if (fields)
      (failure as { fields: Record<string, string[]> }).fields = Object.fromEntries(
        Object.entries(fields).map(([field, messages]) => [formPathOf(field), messages]),
      );
    setAlert(applyServerErrors(failure, form.setError, fieldNames));
  };

  return (
    <div className="bonus-editor">
      <form
        noValidate
        data-testid="package-form"
        onSubmit={form.handleSubmit((submitted) => {
          setAlert('');
          const { slug, ...body } = bodyOf(submitted);
          if (pack)
            update.mutate({ input: { params: { id: pack.id }, body } }, { onSuccess: onClose, onError });
          else create.mutate({ input: { body: { slug, ...body } } }, { onSuccess: onClose, onError });
        })}
      >
        <FormAlert>{alert}</FormAlert>
        <TextField
          label="Slug"
          hint="Lower-case letters, digits and dashes"
          readOnly={editing}
          data-testid="package-slug"
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        {LOCALES.map((locale) => (
          <TextField
            key={locale}
            label={`Name (${locale})${locale === 'en' ? '' : ', optional'}`}
            data-testid={`package-name-${locale}`}
            error={errors.names?.[locale]?.message}
            {...form.register(`names.${locale}`)}
          />
        ))}
        <fieldset className="package-steps-editor">
          <legend>Steps, in the order the player gets them</legend>
          {listError ? (
            <p className="field__error" data-testid="package-steps-error">
              {listError}
            </p>
          ) : null}
          <ol className="package-steps-editor__list">
            {steps.fields.map((field, index) => {
              const bonus = known.get(field.bonusId);
              return (
                <li key={field.id} className="package-step-row" data-testid={`package-step-${index + 1}`}>
                  <span>
                    <span className="muted">{index + 1}.</span>{' '}
                    <strong>{bonus?.names.en ?? field.bonusId}</strong>{' '}
                    <span className="muted">{bonus?.slug}</span>{' '}
                    {bonus ? <StateBadge state={bonus.state} /> : null}
                    {stepError(index) ? <span className="field__error"> {stepError(index)}</span> : null}
                  </span>
                  <span className="row-actions">
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Move step ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => steps.move(index, index - 1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Move step ${index + 1} down`}
                      disabled={index === steps.fields.length - 1}
                      onClick={() => steps.move(index, index + 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      data-testid={`package-step-${index + 1}-remove`}
                      onClick={() => steps.remove(index)}
                    >
                      Remove
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
          <div className="form-row">
            <SelectField
              label="Add a deposit bonus"
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              data-testid="package-add-bonus"
            >
              <option value="">Choose a bonus…</option>
              {offered.map((bonus) => (
                <option key={bonus.id} value={bonus.id}>
                  {bonus.names.en ?? bonus.slug} ({bonus.state})
                </option>
              ))}
            </SelectField>
            <button
              type="button"
              className="button"
              data-testid="package-add-step"
              disabled={!adding}
              onClick={() => {
                steps.append({ bonusId: adding });
                setAdding('');
              }}
            >
              Add step
            </button>
          </div>
        </fieldset>
        <div className="dialog__actions">
          <button
            type="submit"
            className="button button--primary"
            data-testid="package-save"
            disabled={create.isPending || update.isPending}
          >
            {create.isPending || update.isPending ? 'Saving…' : editing ? 'Save changes' : 'Create package'}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
      <PackagePreview
        name={values.names.en}
        steps={values.steps.flatMap((step) => {
          const bonus = known.get(step.bonusId);
          return bonus ? [bonus] : [];
        })}
      />
    </div>
  );
}
