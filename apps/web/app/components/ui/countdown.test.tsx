// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatCountdown } from './countdown.tsx';

describe('formatCountdown', () => {
  it('writes hours, minutes and seconds, with days in front past a day, and never below zero', () => {
    expect(formatCountdown(3_723_000, 'd')).toBe('01:02:03');
    expect(formatCountdown(2 * 86_400_000 + 5000, 'd')).toBe('2d 00:00:05');
    expect(formatCountdown(999, 'd')).toBe('00:00:00');
    expect(formatCountdown(-5000, 'd')).toBe('00:00:00');
  });
});

describe('<Countdown>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ticks every second on its own (the page around it does not render again) and calls onEnd once at zero', () => {
    const onEnd = vi.fn();
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return <Countdown to="2030-01-01T10:00:03Z" dayUnit="d" onEnd={onEnd} testId="timer" />;
    }
    render(<Page />);
    const timer = () => screen.getByTestId('timer').textContent;
    expect(timer()).toBe('00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer()).toBe('00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer()).toBe('00:00:01');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(timer()).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(pageRenders).toBe(1);
  });

  it('shows zero and does not tick for a moment already past', () => {
    const onEnd = vi.fn();
    render(<Countdown to="2030-01-01T09:00:00Z" dayUnit="d" onEnd={onEnd} testId="timer" />);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('timer').textContent).toBe('00:00:00');
    expect(onEnd).not.toHaveBeenCalled();
  });
});
