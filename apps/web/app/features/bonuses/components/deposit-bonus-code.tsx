import { BonusCodeTrigger, type PlayerBonusCode } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { BONUS_CODES_KEY, bonusesCalls } from '../api/bonuses-api.ts';
import { BonusCodeField } from './bonus-code-field.tsx';

type DepositBonusCodeProps = {
  open: boolean;
  onToggle: (open: boolean) => void;
  /** The funnel's promoSent. */
  onSent: () => void;
  /** The code already waiting for this deposit: shown, with a way to remove it. */
  waitingCode: PlayerBonusCode | null;
  /** The welcome package's step this deposit would otherwise take, which a code takes the place of. */
  packageStep: { name: string; packageName: string | null } | null;
};

/** "Have a bonus code?" in the deposit form: a code for this deposit (trigger 3) instead of a bonus. */
export function DepositBonusCode({
  open,
  onToggle,
  onSent,
  waitingCode,
  packageStep,
}: DepositBonusCodeProps) {
  const t = useT('modals');
  const panel = useId();
  return (
    <div className="deposit-code" data-testid="deposit-bonus-code">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => onToggle(!open)}
        data-testid="deposit-code-toggle"
      >
        {t('bonuses.code.toggle')}
      </button>
      {open ? (
        <div id={panel} className="deposit-code__panel">
          {packageStep ? (
            // The server uses a waiting code only for a deposit without a chosen bonus, and a package
            // step is offered only with its own deposit (its number): the step is gone for good.
            <p className="notice notice--compact" role="note" data-testid="deposit-code-replaces-step">
              {t('bonuses.code.replacesStep', {
                bonus: packageStep.name,
                package: packageStep.packageName ?? '',
              })}
            </p>
          ) : null}
          {waitingCode ? (
            <WaitingCode code={waitingCode} />
          ) : (
            <BonusCodeField trigger={BonusCodeTrigger.list} onSent={onSent} nested />
          )}
        </div>
      ) : null}
    </div>
  );
}

function WaitingCode({ code }: { code: PlayerBonusCode }) {
  const t = useT('modals');
  const alerts = useT('alerts');
  const pushAlert = useAlerts();
  const api = useApi();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => bonusesCalls.removeCode(api, code.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BONUS_CODES_KEY }),
    onError: () =>
      pushAlert({
        type: 'error',
        title: alerts('somethingWentWrong.title'),
        text: alerts('somethingWentWrong.text'),
      }),
  });
  return (
    <div className="deposit-code__waiting" data-testid="deposit-code-waiting">
      <p>{t('bonuses.code.waiting', { code: code.bonusCode })}</p>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
        data-testid="deposit-code-remove"
      >
        {remove.isPending ? <Spinner /> : null}
        {t('bonuses.code.remove')}
      </button>
    </div>
  );
}
