import type { OperatorSettings } from '@casino/contracts';
import { type ReactNode, useState } from 'react';
import { type FieldValues, get, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAuditedChange } from '../../api/audited-change.ts';
import { SelectField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useStaffMe } from '../../session/me-query.ts';
import { can } from '../../session/permissions.ts';

export const SETTINGS_QUERY_KEY = ['backoffice', 'settings'] as const;

/** Number inputs: empty is null where the setting allows none. */
export const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

type Labelled<Values extends FieldValues> = { name: Path<Values>; label: string; hint?: string };

/** One field of a group, drawn by the group's form: what it edits, its label and its kind of input. */
export type FieldDeclaration<Values extends FieldValues> =
  | ({ kind: 'checkbox' } & Labelled<Values>)
  /** A text or a decimal amount (typed as text, so that "2.50" stays as written). */
  | ({ kind: 'text' | 'decimal' } & Labelled<Values>)
  /** A number input; empty is null. */
  | ({ kind: 'number'; step?: string } & Labelled<Values>)
  | ({ kind: 'select'; options: readonly { value: string; label: string }[] } & Labelled<Values>)
  /** A field of its own making; `names` are the paths the server may refuse in it now. */
  | {
      kind: 'custom';
      names: (values: Values) => Path<Values>[];
      render: (form: UseFormReturn<Values>) => ReactNode;
    };

/** A settings group: its card's words, the call that saves it, its schema, values and fields. */
export type GroupDeclaration<Values extends FieldValues> = {
  title: string;
  /** Words under the title; from the settings when they depend on them. */
  description?: string | ((settings: OperatorSettings) => string);
  route: Parameters<typeof useAuditedChange>[0];
  schema: z.ZodType<unknown, Values>;
  values: (settings: OperatorSettings) => Values;
  fields: readonly FieldDeclaration<Values>[];
  /** What is sent, from the form's values (the values as they are by default). */
  toBody?: (values: Values, settings: OperatorSettings) => unknown;
};

/** Declares a group, its values' type checked against its fields, for a list of groups of any values. */
export const settingsGroup = <Values extends FieldValues>(declaration: GroupDeclaration<Values>) =>
  declaration as unknown as GroupDeclaration<FieldValues>;

function Field<Values extends FieldValues>({
  field,
  form,
}: {
  field: FieldDeclaration<Values>;
  form: UseFormReturn<Values>;
}) {
  if (field.kind === 'custom') return <>{field.render(form)}</>;
  // Nested names (liveChat.license) have their errors nested too.
  const error = (get(form.formState.errors, field.name) as { message?: unknown } | undefined)?.message;
  const shown = {
    label: field.label,
    hint: field.hint,
    error: typeof error === 'string' ? error : undefined,
  };
  switch (field.kind) {
    case 'checkbox':
      return <Checkbox label={field.label} {...form.register(field.name)} />;
    case 'select':
      return (
        <SelectField {...shown} {...form.register(field.name)}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    case 'number':
      return (
        <TextField
          {...shown}
          type="number"
          step={field.step}
          {...form.register(field.name, { setValueAs: numberOrNull })}
        />
      );
    default:
      return (
        <TextField
          {...shown}
          inputMode={field.kind === 'decimal' ? 'decimal' : undefined}
          {...form.register(field.name)}
        />
      );
  }
}

export function Checkbox({
  label,
  ...input
}: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="checkbox settings-checkbox">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** One group's card: its fields, Save (settings.write only), the server's refusals on the fields. */
export function GroupForm({
  group,
  settings,
}: {
  group: GroupDeclaration<FieldValues>;
  settings: OperatorSettings;
}) {
  const { title, description, route, schema, fields, toBody = (body) => body } = group;
  const mayWrite = can(useStaffMe(), 'settings.write');
  const form = useForm<FieldValues>({
    resolver: contractResolver(schema) as never,
    defaultValues: group.values(settings),
  });
  const change = useAuditedChange(route, [SETTINGS_QUERY_KEY]);
  const [alert, setAlert] = useState('');
  const [saved, setSaved] = useState(false);
  const headingId = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  const names = (values: FieldValues) =>
    fields.flatMap((field) => (field.kind === 'custom' ? field.names(values) : [field.name]));
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {title}
      </h2>
      {description ? (
        <p className="muted">{typeof description === 'function' ? description(settings) : description}</p>
      ) : null}
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => {
          setAlert('');
          setSaved(false);
          change.mutate(
            { input: { body: toBody(body, settings) } as never },
            {
              onSuccess: () => setSaved(true),
              onError: (error) => setAlert(applyServerErrors(error, form.setError, names(body))),
            },
          );
        })}
      >
        <FormAlert>{alert}</FormAlert>
        <fieldset className="fieldset" disabled={!mayWrite}>
          <legend className="visually-hidden">{title}</legend>
          {fields.map((field, index) => (
            <Field key={field.kind === 'custom' ? `custom-${index}` : field.name} field={field} form={form} />
          ))}
        </fieldset>
        {mayWrite ? (
          <div className="settings-actions">
            <button type="submit" className="button button--primary" disabled={change.isPending}>
              {change.isPending ? 'Saving…' : `Save ${title.toLowerCase()}`}
            </button>
            {saved ? (
              <span role="status" className="muted">
                Saved and audited.
              </span>
            ) : null}
          </div>
        ) : (
          <p className="muted">You may read these settings; changing them needs settings.write.</p>
        )}
      </form>
    </section>
  );
}
