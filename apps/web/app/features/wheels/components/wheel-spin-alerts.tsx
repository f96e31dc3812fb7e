import { wheelSpinIssuedPushSchema } from '@casino/contracts';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { usePlayerRealtimeEvent } from '../../../lib/realtime/realtime-context.tsx';
import { useT } from '../../../lib/use-t.ts';

/** Mounted once for a signed-in player: new spins of a wheel (wheel.spin.issued) raise an alert. */
export function WheelSpinAlerts() {
  const t = useT('alerts');
  const pushAlert = useAlerts();
  usePlayerRealtimeEvent('retention:wheels', (data) => {
    const pushed = wheelSpinIssuedPushSchema.safeParse(data);
    if (!pushed.success) return;
    const values = { count: pushed.data.amount, wheel: pushed.data.wheel.title };
    pushAlert({
      type: 'info',
      title: t('wheel.spinsIssued.title', values),
      text: t('wheel.spinsIssued.text', values),
    });
  });
  return null;
}
