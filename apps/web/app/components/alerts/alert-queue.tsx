import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Icon } from '../ui/icon.tsx';

export const ALERT_DURATION_MS = 3000;
export const ALERT_MIN_GAP_MS = 400;

export type AlertInput = {
  type: 'success' | 'error' | 'info';
  title: string;
  text?: string;
  action?: { label: string; onClick: () => void };
  /** Stays until dismissed (for alerts that ask the player to act). */
  sticky?: boolean;
};
type ShownAlert = AlertInput & { id: number };

const AlertContext = createContext<((alert: AlertInput) => void) | null>(null);

const sameAlert = (a: AlertInput, b: AlertInput) =>
  a.type === b.type && a.title === b.title && (a.text ?? '') === (b.text ?? '');

/**
 * Alerts queue up and show one at a time, top right (spec: in sequence, at least 400 ms apart): each
 * leaves after 3000 ms or when dismissed, and the next comes 400 ms later. An alert the same as one on
 * show or waiting is dropped. Sticky alerts (they ask the player to act) stay beside the queue.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownAlert[]>([]);
  const queue = useRef<ShownAlert[]>([]);
  const onShow = useRef<ShownAlert[]>([]);
  /** The alert of the sequence on show, which the next one waits for. */
  const current = useRef<number | null>(null);
  const lastEndedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(1);

  const setOnShow = useCallback((list: ShownAlert[]) => {
    onShow.current = list;
    setShown(list);
  }, []);

  const showNext = useCallback(() => {
    timer.current = null;
    if (current.current !== null) return;
    const wait = lastEndedAt.current + ALERT_MIN_GAP_MS - Date.now();
    if (wait > 0) {
      timer.current = setTimeout(showNext, wait);
      return;
    }
    const alert = queue.current.shift();
    if (!alert) return;
    setOnShow([...onShow.current, alert]);
    if (alert.sticky) return showNext();
    current.current = alert.id;
    setTimeout(() => dismissRef.current(alert.id), ALERT_DURATION_MS);
  }, [setOnShow]);

  const dismiss = useCallback(
    (id: number) => {
      setOnShow(onShow.current.filter((alert) => alert.id !== id));
      if (current.current !== id) return;
      current.current = null;
      lastEndedAt.current = Date.now();
      if (!timer.current) showNext();
    },
    [setOnShow, showNext],
  );
  const dismissRef = useRef(dismiss);
  dismissRef.current = dismiss;

  const push = useCallback(
    (alert: AlertInput) => {
      const waiting = [...onShow.current, ...queue.current];
      if (waiting.some((other) => sameAlert(other, alert))) return;
      queue.current.push({ ...alert, id: nextId.current++ });
      if (!timer.current) showNext();
    },
    [showNext],
  );

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  return (
    <AlertContext.Provider value={push}>
      {children}
      <AlertStack alerts={shown} onDismiss={dismiss} />
    </AlertContext.Provider>
  );
}

export function useAlerts() {
  const push = useContext(AlertContext);
  if (!push) throw new Error('useAlerts needs AlertProvider');
  return push;
}

function AlertStack({ alerts, onDismiss }: { alerts: ShownAlert[]; onDismiss: (id: number) => void }) {
  const t = useT('alerts');
  return (
    <div className="alert-stack" aria-live="polite" data-testid="alerts">
      {alerts.map((alert) => (
        <div
          key={alert.id}
          className={`alert alert--${alert.type}`}
          role={alert.type === 'error' ? 'alert' : 'status'}
        >
          <Icon name={alert.type === 'error' ? 'alert' : 'check'} className="alert__icon" />
          <div className="alert__body">
            <strong>{alert.title}</strong>
            {alert.text ? <p>{alert.text}</p> : null}
            {alert.action ? (
              <button
                type="button"
                className="button button--small button--primary"
                onClick={alert.action.onClick}
              >
                {alert.action.label}
              </button>
            ) : null}
          </div>
          <button
            type="button"
            className="alert__close"
            onClick={() => onDismiss(alert.id)}
            aria-label={t('close')}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
