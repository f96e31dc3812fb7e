import { ErrorCode, type Wheel, type WheelSpinResult } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { spinWheel, wheelsKey } from '../api/wheels-api.ts';
import { stopRotation } from '../lib/geometry.ts';
import { SpinResult } from './spin-result.tsx';
import { WheelDisc } from './wheel-disc.tsx';
import { WheelFacts } from './wheel-facts.tsx';

/** How long the wheel turns before it shows the prize (none when the visitor asks for less motion). */
export const SPIN_ANIMATION_MS = 4000;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A wheel: its sectors, the player's spins and when the next one comes, and Spin: the draw comes
 * from the server, the wheel turns to the sector drawn, then the prize and the values that prove the
 * draw show. A spin the server no longer holds (10003) alerts and reads the wheels again.
 */
export function WheelCard({ wheel }: { wheel: Wheel }) {
  const t = useT('global-components');
  const { isLoggedIn } = useSession();
  const spin = useSpin(wheel);
  const spinsLeft = wheel.playerSpins.length;
  const titleId = `wheel-${wheel.id}-title`;
  return (
    <article className="card wheel-card" aria-labelledby={titleId} data-testid="wheel-card">
      <div className="wheel-card__stage">
        <WheelDisc wheel={wheel} rotation={spin.rotation} durationMs={spin.durationMs} />
      </div>
      <div className="wheel-card__body">
        <h3 id={titleId}>{wheel.title}</h3>
        {wheel.description ? <p className="muted">{wheel.description}</p> : null}
        <WheelFacts wheel={wheel} />
        {isLoggedIn ? (
          <>
            <p className="wheel-card__spins" data-testid="wheel-spins-left">
              {spinsLeft > 0 ? t('wheels.spinsLeft', { count: spinsLeft }) : t('wheels.noSpins')}
            </p>
            <Timers wheel={wheel} />
            <button
              type="button"
              className="button button--primary button--large"
              disabled={spinsLeft === 0 || spin.busy}
              aria-busy={spin.busy}
              onClick={spin.start}
              data-testid="wheel-spin"
            >
              {spin.busy ? t('wheels.spinning') : t('wheels.spin')}
            </button>
          </>
        ) : (
          <Link
            className="button button--primary"
            to="?sign-in="
            preventScrollReset
            data-testid="wheel-sign-in"
          >
            {t('wheels.signIn')}
          </Link>
        )}
        <div aria-live="polite">{spin.result ? <SpinResult result={spin.result} /> : null}</div>
      </div>
    </article>
  );
}

/** When the player's first spin expires and when the next daily spin comes. */
function Timers({ wheel }: { wheel: Wheel }) {
  const t = useT('global-components');
  const queryClient = useQueryClient();
  const { isLoggedIn } = useSession();
  const reload = () => void queryClient.invalidateQueries({ queryKey: wheelsKey(isLoggedIn) });
  const firstExpiry = wheel.playerSpins.map((spin) => spin.expireAt).sort()[0];
  return (
    <dl className="wheel-card__timers">
      {firstExpiry ? (
        <div>
          <dt>{t('wheels.expiresIn')}</dt>
          <dd>
            <Countdown to={firstExpiry} dayUnit={t('wheels.dayUnit')} onEnd={reload} testId="wheel-expiry" />
          </dd>
        </div>
      ) : null}
      {wheel.limitRefreshAt ? (
        <div>
          <dt>{t('wheels.nextDaily')}</dt>
          <dd>
            <Countdown
              to={wheel.limitRefreshAt}
              dayUnit={t('wheels.dayUnit')}
              onEnd={reload}
              testId="wheel-next-daily"
            />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The spin's course: the call, the wheel turning to the sector drawn, then the prize. */
function useSpin(wheel: Wheel) {
  const t = useT('global-components');
  const alertsT = useT('alerts');
  const api = useApi();
  const queryClient = useQueryClient();
  const pushAlert = useAlerts();
  const { isLoggedIn } = useSession();
  const [rotation, setRotation] = useState(0);
  const [durationMs, setDurationMs] = useState(0);
  const [turning, setTurning] = useState(false);
  const [result, setResult] = useState<WheelSpinResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const reload = () => queryClient.invalidateQueries({ queryKey: wheelsKey(isLoggedIn) });

  const mutation = useMutation({
    mutationFn: () => spinWheel(api, wheel.id),
    onMutate: () => setResult(null),
    onSuccess: (drawn) => {
      const index = Math.max(
        0,
        wheel.items.findIndex((item) => item.id === drawn.id),
      );
      const duration = reducedMotion() ? 0 : SPIN_ANIMATION_MS;
      setDurationMs(duration);
      setRotation((current) => stopRotation(current, index, wheel.items.length));
      setTurning(true);
      timer.current = setTimeout(() => {
        setTurning(false);
        setResult(drawn);
        void reload();
      }, duration);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ErrorCode.wheelSpinsExpired) {
        pushAlert({
          type: 'error',
          title: alertsT('wheel.spinsExpired.title'),
          text: alertsT('wheel.spinsExpired.text'),
        });
        void reload();
        return;
      }
      pushAlert({ type: 'error', title: t('wheels.spinFailed') });
    },
  });
  return {
    rotation,
    durationMs,
    result,
    busy: mutation.isPending || turning,
    start: () => mutation.mutate(),
  };
}
