// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DURATION_MS, ALERT_MIN_GAP_MS, AlertProvider, useAlerts } from './alert-queue.tsx';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { alerts: { close: 'Dismiss' } } },
  initAsync: false,
  showSupportNotice: false,
});

let push: ReturnType<typeof useAlerts>;
function Grab() {
  push = useAlerts();
  return null;
}

function renderQueue() {
  render(
    <I18nextProvider i18n={i18n}>
      <AlertProvider>
        <Grab />
      </AlertProvider>
    </I18nextProvider>,
  );
}

const shownTitles = () =>
  screen.queryAllByRole('status').map((alert) => alert.querySelector('strong')?.textContent);

describe('alert queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows queued alerts at least 400 ms apart', () => {
    renderQueue();
    act(() => {
      push({ type: 'info', title: 'one' });
      push({ type: 'info', title: 'two' });
      push({ type: 'info', title: 'three' });
    });
    expect(shownTitles()).toEqual(['one']);
    act(() => vi.advanceTimersByTime(ALERT_MIN_GAP_MS - 1));
    expect(shownTitles()).toEqual(['one']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitles()).toEqual(['one', 'two']);
    act(() => vi.advanceTimersByTime(ALERT_MIN_GAP_MS));
    expect(shownTitles()).toEqual(['one', 'two', 'three']);
  });

  it('removes each alert after 3000 ms unless it is sticky', () => {
    renderQueue();
    act(() => push({ type: 'info', title: 'short' }));
    act(() => vi.advanceTimersByTime(ALERT_MIN_GAP_MS));
    act(() => push({ type: 'info', title: 'sticky', sticky: true }));
    act(() => vi.advanceTimersByTime(ALERT_DURATION_MS - ALERT_MIN_GAP_MS - 1));
    expect(shownTitles()).toEqual(['short', 'sticky']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitles()).toEqual(['sticky']);
    act(() => vi.advanceTimersByTime(60_000));
    expect(shownTitles()).toEqual(['sticky']);
  });

  it('waits out the gap after a lone alert too', () => {
    renderQueue();
    act(() => push({ type: 'info', title: 'first' }));
    act(() => vi.advanceTimersByTime(100));
    act(() => push({ type: 'info', title: 'second' }));
    expect(shownTitles()).toEqual(['first']);
    act(() => vi.advanceTimersByTime(ALERT_MIN_GAP_MS - 100));
    expect(shownTitles()).toEqual(['first', 'second']);
  });
});
