// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTP_RESEND_SECONDS, useCountdown } from './use-countdown.ts';

describe('resend countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at 60 s and counts down each second to 0', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(OTP_RESEND_SECONDS);
    expect(result.current.done).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.done).toBe(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('starts over on restart', () => {
    const { result } = renderHook(() => useCountdown(3));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.done).toBe(true);
    act(() => result.current.restart(60));
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.remaining).toBe(50);
  });
});
