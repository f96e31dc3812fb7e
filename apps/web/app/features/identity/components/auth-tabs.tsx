import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';

type Mode = 'email' | 'phone';

/** E-mail / phone tabs of the sign-in and sign-up modals. */
export function AuthTabs<T extends Mode>({
  label,
  modes,
  value,
  onChange,
  idPrefix,
}: {
  label: string;
  modes: T[];
  value: T;
  onChange: (mode: T) => void;
  idPrefix: string;
}) {
  const t = useT('modals');
  return (
    <div className="tabs tabs--block" role="tablist" aria-label={label}>
      {modes.map((mode) => (
        <button
          key={mode}
          id={`${idPrefix}-tab-${mode}`}
          type="button"
          role="tab"
          aria-selected={value === mode}
          onClick={() => value !== mode && onChange(mode)}
        >
          <Icon name={mode === 'email' ? 'mail' : 'phone'} size={18} />
          {t(`authTabs.${mode}`)}
        </button>
      ))}
    </div>
  );
}
