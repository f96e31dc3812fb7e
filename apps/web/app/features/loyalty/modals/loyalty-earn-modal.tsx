import { Link } from 'react-router';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { EarnRulesTable } from '../components/earn-rules-table.tsx';
import { LevelLadder } from '../components/level-ladder.tsx';
import { useEarnRules, useLoyaltyLevels } from '../hooks/use-loyalty.ts';

/** loyalty-earn (open to all): how points are earned, how each kind of game counts, and the levels. */
export function LoyaltyEarnModal({ close }: ModalProps) {
  const t = useT('modals');
  const localize = useLocalizePath();
  const rules = useEarnRules();
  const levels = useLoyaltyLevels();
  const failed = rules.isError || levels.isError;
  return (
    <div className="loyalty-modal" data-testid="loyalty-earn">
      <ModalTitle>{t('loyaltyEarn.title')}</ModalTitle>
      <p>{t('loyaltyEarn.text')}</p>
      {failed ? (
        <p className="muted" role="alert" data-testid="loyalty-earn-error">
          {t('loyaltyEarn.error')}
        </p>
      ) : null}
      {!failed && (!rules.data || !levels.data) ? <Spinner label={t('loyaltyEarn.loading')} /> : null}
      {rules.data ? (
        <>
          <h3 className="loyalty-modal__subtitle">{t('loyaltyEarn.games')}</h3>
          <EarnRulesTable rules={rules.data.rules} />
          {levels.data ? (
            <>
              <h3 className="loyalty-modal__subtitle">{t('loyaltyEarn.levels')}</h3>
              <LevelLadder levels={levels.data} currency={rules.data.baseCurrency} compact />
            </>
          ) : null}
          <p className="muted loyalty-modal__note">{t('loyaltyEarn.note')}</p>
        </>
      ) : null}
      <div className="confirm-modal__actions">
        <Link className="button button--primary button--block" to={localize('/loyalty')}>
          {t('loyaltyEarn.more')}
        </Link>
        <button type="button" className="button button--ghost button--block" onClick={close}>
          {t('loyaltyEarn.close')}
        </button>
      </div>
    </div>
  );
}
