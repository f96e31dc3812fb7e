import { FormField } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../lib/use-t.ts';
import { type HistoryFilters, STATUS_FILTERS, type StatusFilter, TYPE_FILTERS } from './history-filters.ts';

type Props = { filters: HistoryFilters; onChange: (change: Partial<HistoryFilters>) => void };

/** Type as a segmented choice, status as a select; both live in the URL query. */
export function HistoryFilterBar({ filters, onChange }: Props) {
  const t = useT('layout');
  return (
    <div className="history-filters" data-testid="history-filters">
      <fieldset className="history-filters__type">
        <legend className="field__label">{t('profileHistory.filters.type')}</legend>
        <div className="tabs segmented">
          {TYPE_FILTERS.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={filters.type === type}
              onClick={() => onChange({ type })}
              data-testid={`history-type-${type}`}
            >
              {t(`profileHistory.filters.types.${type}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <FormField
        as="select"
        label={t('profileHistory.filters.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
        data-testid="history-status"
      >
        {STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {t(`profileHistory.filters.statuses.${status}`)}
          </option>
        ))}
      </FormField>
    </div>
  );
}
