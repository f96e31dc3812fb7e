import { AUDIT_ACTOR_KINDS } from '@casino/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { ACTOR_KIND_LABELS } from '../../session/labels.ts';
import { type AuditFilters, filterFormSchema, filtersOf, formValuesOf } from './audit-filters.ts';

export function AuditFilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const form = useForm({
    resolver: contractResolver(filterFormSchema),
    defaultValues: formValuesOf(filters),
  });
  // The URL is the truth (back and forward buttons, a shared link): the form follows it.
  useEffect(() => form.reset(formValuesOf(filters)), [filters, form]);
  const { errors } = form.formState;
  return (
    <form
      className="filters"
      aria-label="Filter the audit log"
      noValidate
      onSubmit={form.handleSubmit((values) => onApply(filtersOf(values)))}
    >
      <SelectField label="Actor kind" error={errors.actorKind?.message} {...form.register('actorKind')}>
        <option value="">Any</option>
        {AUDIT_ACTOR_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {ACTOR_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <TextField label="Actor id" error={errors.actorId?.message} {...form.register('actorId')} />
      <TextField
        label="Action"
        placeholder="staff."
        hint="An action, or its start ending in a dot."
        error={errors.action?.message}
        {...form.register('action')}
      />
      <TextField
        label="Target type"
        placeholder="staff"
        error={errors.targetType?.message}
        {...form.register('targetType')}
      />
      <TextField label="Target id" error={errors.targetId?.message} {...form.register('targetId')} />
      <TextField label="From" type="datetime-local" error={errors.from?.message} {...form.register('from')} />
      <TextField label="Until" type="datetime-local" error={errors.to?.message} {...form.register('to')} />
      <div className="filters__buttons">
        <button type="submit" className="button button--primary">
          Apply
        </button>
        <button type="button" className="button" onClick={() => onApply({})}>
          Clear
        </button>
      </div>
    </form>
  );
}
