import type { WheelSpinResult } from '@casino/contracts';
import { useT } from '../../../lib/use-t.ts';

/** The prize of a spin and the values a player checks the draw with (the seed's hash was published before). */
export function SpinResult({ result }: { result: WheelSpinResult }) {
  const t = useT('global-components');
  const { fairness } = result;
  return (
    <div className="wheel-result" data-testid="wheel-result">
      <p className="wheel-result__prize" data-testid="wheel-prize">
        {result.prize.type === 'nothing' ? t('wheels.nothing') : t('wheels.won', { title: result.title })}
      </p>
      <details className="wheel-result__fairness" open>
        <summary>{t('wheels.fairness.title')}</summary>
        <dl>
          <div>
            <dt>{t('wheels.fairness.serverSeed')}</dt>
            <dd data-testid="wheel-server-seed">{fairness.serverSeed}</dd>
          </div>
          <div>
            <dt>{t('wheels.fairness.serverSeedHash')}</dt>
            <dd data-testid="wheel-server-seed-hash">{fairness.serverSeedHash}</dd>
          </div>
          <div>
            <dt>{t('wheels.fairness.clientSeed')}</dt>
            <dd>{fairness.clientSeed}</dd>
          </div>
          <div>
            <dt>{t('wheels.fairness.nonce')}</dt>
            <dd>{fairness.nonce}</dd>
          </div>
        </dl>
      </details>
    </div>
  );
}
