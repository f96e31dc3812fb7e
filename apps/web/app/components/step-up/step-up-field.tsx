import type { StepUp } from '../../lib/step-up.ts';
import { useT } from '../../lib/use-t.ts';
import { FormField } from '../ui/form-field.tsx';

/** The code field of a guarded action, shown once the server asked for it (lib/step-up.ts). */
export function StepUpField({ stepUp }: { stepUp: StepUp }) {
  const t = useT('global-components');
  if (!stepUp.required) return null;
  return (
    <div className="step-up" data-testid="step-up">
      <p className="step-up__hint">{t('stepUp.hint')}</p>
      <FormField
        label={t('stepUp.label')}
        name="twoFactorCode"
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        maxLength={32}
        value={stepUp.code}
        onChange={(event) => stepUp.change(event.target.value)}
        error={stepUp.error}
        data-testid="step-up-code"
      />
    </div>
  );
}
