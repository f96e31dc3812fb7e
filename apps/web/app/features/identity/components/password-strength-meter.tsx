import { useT } from '../../../lib/use-t.ts';
import { passwordStrength } from '../lib/password-strength.ts';

const LEVELS = { none: 0, weak: 1, good: 2, strong: 3 } as const;

/** Three bars and a word: weak, good or strong; nothing while the password is empty. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useT('fields-settings');
  const strength = passwordStrength(password);
  const level = LEVELS[strength];
  return (
    <div
      className="password-strength"
      data-strength={strength}
      data-testid="password-strength"
      aria-live="polite"
    >
      <div className="password-strength__bars" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} data-on={bar <= level || undefined} />
        ))}
      </div>
      {strength === 'none' ? null : (
        <span className="password-strength__label">
          {t('passwordStrength.label')}: {t(`passwordStrength.${strength}`)}
        </span>
      )}
    </div>
  );
}
