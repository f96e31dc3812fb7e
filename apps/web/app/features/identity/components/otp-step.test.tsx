// @vitest-environment happy-dom
import { ErrorCode } from '@casino/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import modals from '../../../../../../content/en/modals.json';
import { ApiError } from '../../../lib/api-client.ts';
import { OtpStep } from './otp-step.tsx';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { modals } },
  defaultNS: 'modals',
  initAsync: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  showSupportNotice: false,
});

function renderStep(
  options: { onVerify?: (code: string) => Promise<void>; onResend?: () => Promise<void> } = {},
) {
  const onVerify = vi.fn(options.onVerify ?? (async () => undefined));
  const onResend = vi.fn(options.onResend ?? (async () => undefined));
  render(
    <I18nextProvider i18n={i18n}>
      <OtpStep
        phone="+4917612345678"
        title="Verify"
        submitLabel="Verify"
        onVerify={onVerify}
        onResend={onResend}
      />
    </I18nextProvider>,
  );
  return { onVerify, onResend };
}

const verifyButton = () => screen.getByRole('button', { name: 'Verify' });
const typeCode = (code: string) =>
  fireEvent.change(screen.getByLabelText('Digit 1'), { target: { value: code } });
const hint = () => screen.queryByTestId('otp-hint')?.textContent ?? null;
/** Lets the verify/resend promises settle and React apply what they set. */
const settle = () => act(async () => undefined);

describe('phone code step', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('describes where the code went', () => {
    renderStep();
    expect(screen.getByText('We have sent a 6-digit code by SMS to +4917612345678.')).toBeTruthy();
  });

  it('keeps verify disabled until all six digits are there', () => {
    renderStep();
    expect(verifyButton().hasAttribute('disabled')).toBe(true);
    typeCode('12345');
    expect(verifyButton().hasAttribute('disabled')).toBe(true);
    typeCode('123456');
    expect(verifyButton().hasAttribute('disabled')).toBe(false);
  });

  it('shows the invalid-code message for 11003, disables verify until the code is edited', async () => {
    const { onVerify } = renderStep({
      onVerify: async () => {
        throw new ApiError(422, ErrorCode.otpInvalid, 'The code is not valid.');
      },
    });
    typeCode('123456');
    fireEvent.click(verifyButton());
    await settle();
    expect(onVerify).toHaveBeenCalledWith('123456');
    expect(hint()).toBe('The code is not correct. Check it and try again.');
    expect(verifyButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Digit 6'), { target: { value: '7' } });
    expect(hint()).toBeNull();
    expect(verifyButton().hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's message for other failures, else 'Cannot verify phone number'", async () => {
    let failure: unknown = new ApiError(500, 10500, 'Temporarily unavailable.');
    renderStep({
      onVerify: async () => {
        throw failure;
      },
    });
    typeCode('123456');
    fireEvent.click(verifyButton());
    await settle();
    expect(hint()).toBe('Temporarily unavailable.');
    failure = new TypeError('Failed to fetch');
    typeCode('654321');
    fireEvent.click(verifyButton());
    await settle();
    expect(hint()).toBe('Cannot verify phone number');
  });

  it('offers a new code after 60 s and counts again after a resend', async () => {
    const { onResend } = renderStep();
    expect(screen.getByTestId('otp-resend').textContent).toBe('You can ask for a new code in 60 s.');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId('otp-resend').textContent).toBe('You can ask for a new code in 30 s.');
    act(() => vi.advanceTimersByTime(30_000));
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await settle();
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('otp-resend').textContent).toBe('You can ask for a new code in 60 s.');
  });

  it('replaces the hint with the limit message and hides resend on 11005', async () => {
    renderStep({
      onResend: async () => {
        throw new ApiError(429, ErrorCode.otpSendLimit, 'Too many codes.');
      },
    });
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await settle();
    expect(hint()).toBe('You have asked for too many codes. Please try again later.');
    expect(screen.queryByTestId('otp-resend')).toBeNull();
  });

  it('keeps verify disabled while the check runs', async () => {
    let finish!: () => void;
    renderStep({ onVerify: () => new Promise<void>((resolve) => (finish = resolve)) });
    typeCode('123456');
    fireEvent.click(verifyButton());
    await settle();
    expect(verifyButton().hasAttribute('disabled')).toBe(true);
    finish();
    await settle();
    expect(verifyButton().hasAttribute('disabled')).toBe(false);
  });
});
