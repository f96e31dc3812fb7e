import type { StaffMe } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { formatDateTime } from '../../components/date-time.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { ME_QUERY_KEY } from '../../session/me-query.ts';
import {
  canExtend,
  SESSION_WARNING_MS,
  sessionClockOf,
  sessionEndAt,
  sessionPhase,
} from '../../session/session-clock.ts';
import { useSessionControls } from '../../session/session-controls.tsx';

/**
 * The session ends on the server after its idle time (30 minutes by default) or its lifetime. Two
 * minutes before, this asks whether the staff member is still there; at the end it goes to the
 * sign-in page, which brings them back here once signed in again.
 */
export function IdleWarning({ me, receivedAt }: { me: StaffMe; receivedAt: number }) {
  const { activity, endSession } = useSessionControls();
  const queryClient = useQueryClient();
  const lastUsedAt = useSyncExternalStore(activity.subscribe, activity.lastUsedAt);
  const clock = useMemo(() => sessionClockOf(me.session, receivedAt), [me.session, receivedAt]);
  const endAt = sessionEndAt(clock, lastUsedAt);
  const now = usePhaseClock(endAt);
  const phase = sessionPhase(endAt, now);
  const [dismissedEnd, setDismissedEnd] = useState<number | null>(null);

  useEffect(() => {
    if (phase === 'ended') endSession('idle');
  }, [phase, endSession]);

  const extendable = canExtend(clock, lastUsedAt);
  const open = phase === 'warning' && dismissedEnd !== endAt;
  const secondsLeft = Math.max(0, Math.ceil((endAt - now) / 1000));
  return (
    <Dialog open={open} title="Are you still there?" onClose={() => setDismissedEnd(endAt)}>
      {extendable ? (
        <p>
          For security, the session ends after a while without activity. You will be signed out in{' '}
          <strong>{formatSeconds(secondsLeft)}</strong>.
        </p>
      ) : (
        <p>
          The session reaches its longest allowed time at {formatDateTime(new Date(endAt).toISOString())}.
          Finish what you are doing: you will sign in again then.
        </p>
      )}
      <div className="dialog__actions">
        {extendable ? (
          <button
            type="button"
            className="button button--primary"
            // Any call uses the session and moves its end; reading who is signed in is the lightest.
            onClick={() => void queryClient.refetchQueries({ queryKey: ME_QUERY_KEY })}
          >
            Stay signed in
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => setDismissedEnd(endAt)}>
          {extendable ? 'Dismiss' : 'OK'}
        </button>
      </div>
    </Dialog>
  );
}

const formatSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Now, updated when the phase changes and every second of the warning (for its countdown). */
function usePhaseClock(endAt: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const phase = sessionPhase(endAt, current);
      if (phase === 'ended') return;
      const untilWarning = endAt - SESSION_WARNING_MS - current;
      const delay = phase === 'warning' ? 1000 : Math.min(untilWarning, 2 ** 31 - 1);
      timer = setTimeout(tick, Math.max(250, delay));
    };
    tick();
    return () => clearTimeout(timer);
  }, [endAt]);
  return now;
}
