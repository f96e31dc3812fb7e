// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DURATION_MS, ALERT_MIN_GAP_MS, AlertProvider } from '../../components/alerts/alert-queue.tsx';
import { OnlineCount } from '../../components/layout/online-count.tsx';
import { ONLINE_CHANNEL } from './channels.ts';
import { FakeCentrifuge } from './fake-centrifuge.ts';
import { useNotificationAlerts } from './notification-alerts.ts';
import { RealtimeConnection, useRealtimeState } from './realtime-context.tsx';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: {
    en: {
      layout: { online: '{count} players online', online_one: '{count} player online' },
      alerts: { close: 'Dismiss', notification: { title: 'New message', text: 'Open your notifications.' } },
    },
  },
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
  showSupportNotice: false,
});

function StateProbe() {
  return <span data-testid="state">{useRealtimeState()}</span>;
}

function NotificationAlerts() {
  useNotificationAlerts();
  return null;
}

let centrifuge: FakeCentrifuge;
let getPlayerToken: () => Promise<string>;
let getToken: () => Promise<string>;
const factory = async (given: () => Promise<string>) => {
  getToken = given;
  return centrifuge;
};

function page(profileId: string | null): ReactNode {
  return (
    <I18nextProvider i18n={i18n}>
      <AlertProvider>
        <RealtimeConnection profileId={profileId} getPlayerToken={getPlayerToken} factory={factory}>
          <StateProbe />
          <OnlineCount />
          <NotificationAlerts />
        </RealtimeConnection>
      </AlertProvider>
    </I18nextProvider>
  );
}

async function mount(profileId: string | null) {
  const view = render(page(profileId));
  await act(async () => undefined);
  return view;
}

const alertTitles = () =>
  screen.queryAllByRole('status').map((alert) => alert.querySelector('strong')?.textContent);

describe('realtime connection in the page', () => {
  beforeEach(() => {
    centrifuge = new FakeCentrifuge();
    getPlayerToken = vi.fn(async () => 'connection-token');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('connects after mount and shows the client state', async () => {
    await mount(null);
    expect(screen.getByTestId('state').textContent).toBe('connecting');
    act(() => centrifuge.setState('connected'));
    expect(screen.getByTestId('state').textContent).toBe('connected');
  });

  it('subscribes the profile channels on sign-in and drops them on sign-out', async () => {
    const view = await mount(null);
    expect(centrifuge.subscribed()).toEqual([ONLINE_CHANNEL]);
    view.rerender(page('p1'));
    expect(centrifuge.subscribed()).toHaveLength(10);
    expect(centrifuge.subscribed()).toContain('messenger:notifications#p1');
    view.rerender(page(null));
    expect(centrifuge.subscribed()).toEqual([ONLINE_CHANNEL]);
    expect(centrifuge.token).toBe('');
  });

  it('shows the count the subscribe reply carries', async () => {
    centrifuge.replies.set(ONLINE_CHANNEL, { event: 'global.online', count: 7 });
    await mount(null);
    expect(screen.getByTestId('online-count').textContent).toBe('7 players online');
  });

  it('connects a guest without a token and a player with the connection token', async () => {
    const view = await mount(null);
    expect(await getToken()).toBe('');
    view.rerender(page('p1'));
    expect(await getToken()).toBe('connection-token');
    view.rerender(page(null));
    expect(await getToken()).toBe('');
  });

  it('hides the online count until the first count arrives, then shows it', async () => {
    await mount(null);
    expect(screen.queryByTestId('online-count')).toBeNull();
    act(() => centrifuge.publish(ONLINE_CHANNEL, { event: 'global.online', count: 1 }));
    expect(screen.getByTestId('online-count').textContent).toBe('1 player online');
    act(() => centrifuge.publish(ONLINE_CHANNEL, { event: 'global.online', count: 42 }));
    expect(screen.getByTestId('online-count').textContent).toBe('42 players online');
    act(() => centrifuge.publish(ONLINE_CHANNEL, { nonsense: true }));
    expect(screen.getByTestId('online-count').textContent).toBe('42 players online');
  });

  it('turns notifications into alerts one at a time, at least 400 ms apart, falling back to content', async () => {
    await mount('p1');
    vi.useFakeTimers();
    const channel = 'messenger:notifications#p1';
    act(() => {
      centrifuge.publish(channel, {
        event: 'message.received',
        message: { id: 'm1', content: { title: 'Welcome', body: 'Hi' } },
      });
      centrifuge.publish(channel, { event: 'message.received', message: { id: 'm2', content: {} } });
    });
    expect(alertTitles()).toEqual(['Welcome']);
    act(() => vi.advanceTimersByTime(ALERT_DURATION_MS + ALERT_MIN_GAP_MS));
    expect(alertTitles()).toEqual(['New message']);
    expect(screen.getByText('Open your notifications.')).toBeTruthy();
  });

  it('shows no alert for a closed session, which its own page announces', async () => {
    await mount('p1');
    act(() =>
      centrifuge.publish('messenger:notifications#p1', {
        event: 'identity.session.closed',
        sessionId: 's1',
      }),
    );
    expect(alertTitles()).toEqual([]);
  });
});
