import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
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

/** Alerts queue up and appear at least 400 ms apart, top right; each leaves after 3000 ms. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownAlert[]>([]);
  const queue = useRef<ShownAlert[]>([]);
  const lastShownAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setShown((list) => list.filter((alert) => alert.id !== id)),
    [],
  );

  const showNext = useCallback(() => {
    timer.current = null;
    const wait = lastShownAt.current + ALERT_MIN_GAP_MS - Date.now();
    if (wait > 0) {
      timer.current = setTimeout(showNext, wait);
      return;
    }
    const alert = queue.current.shift();
    if (!alert) return;
    lastShownAt.current = Date.now();
    setShown((list) => [...list, alert]);
    if (!alert.sticky) setTimeout(() => dismiss(alert.id), ALERT_DURATION_MS);
    if (queue.current.length > 0) timer.current = setTimeout(showNext, ALERT_MIN_GAP_MS);
  }, [dismiss]);

  const push = useCallback(
    (alert: AlertInput) => {
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
  const items = useMemo(() => alerts.slice(-4), [alerts]);
  return (
    <div className="alert-stack" aria-live="polite" data-testid="alerts">
      {items.map((alert) => (
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
