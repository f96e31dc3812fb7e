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

  it('shows one alert at a time, the next 400 ms after the one before leaves (issue 28, item 9)', () => {
    renderQueue();
    act(() => {
      push({ type: 'info', title: 'one' });
      push({ type: 'info', title: 'two' });
      push({ type: 'info', title: 'three' });
    });
    expect(shownTitles()).toEqual(['one']);
    act(() => vi.advanceTimersByTime(ALERT_DURATION_MS - 1));
    expect(shownTitles()).toEqual(['one']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitles()).toEqual([]);
    act(() => vi.advanceTimersByTime(ALERT_MIN_GAP_MS - 1));
    expect(shownTitles()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitles()).toEqual(['two']);
    // Dismissed by hand: the next one follows 400 ms later.
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(shownTitles()).toEqual([]);
    act(() => vi.advanceTimersByTime(ALERT_MIN_GAP_MS));
    expect(shownTitles()).toEqual(['three']);
  });

  it('drops an alert the same as one on show or waiting (issue 28, item 9)', () => {
    renderQueue();
    act(() => {
      push({ type: 'success', title: 'Deposit received', text: '50.00 EUR' });
      push({ type: 'success', title: 'Bonus', text: 'issued' });
      push({ type: 'success', title: 'Deposit received', text: '50.00 EUR' });
      push({ type: 'success', title: 'Bonus', text: 'issued' });
    });
    const next = () => act(() => vi.advanceTimersByTime(ALERT_DURATION_MS + ALERT_MIN_GAP_MS));
    expect(shownTitles()).toEqual(['Deposit received']);
    next();
    expect(shownTitles()).toEqual(['Bonus']);
    next();
    expect(shownTitles()).toEqual([]);
  });

  it('removes each alert after 3000 ms unless it is sticky, which stays beside the others', () => {
    renderQueue();
    act(() => push({ type: 'info', title: 'sticky', sticky: true }));
    act(() => push({ type: 'info', title: 'short' }));
    expect(shownTitles()).toEqual(['sticky', 'short']);
    act(() => vi.advanceTimersByTime(ALERT_DURATION_MS - 1));
    expect(shownTitles()).toEqual(['sticky', 'short']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitles()).toEqual(['sticky']);
    act(() => vi.advanceTimersByTime(60_000));
    expect(shownTitles()).toEqual(['sticky']);
  });
});
