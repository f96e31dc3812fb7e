import type { Env } from '../../plugins/env.ts';
import type { PaymentProvider } from './psp-port.ts';

/**
 * The built-in sandbox lets anyone holding its pages settle a payment, so production runs it only
 * when the operator says so.
 */
export function isSandboxEnabled(env: Pick<Env, 'PAYMENT_SANDBOX' | 'NODE_ENV'>): boolean {
  return env.PAYMENT_SANDBOX ?? env.NODE_ENV !== 'production';
}

const unavailable = () => {
  throw new Error('No payment provider is configured.');
};

/** No provider configured: no methods, so every deposit and withdrawal is refused as unavailable. */
export const noPaymentProvider: PaymentProvider = {
  name: 'none',
  depositMethods: () => [],
  withdrawalMethods: () => [],
  startDeposit: unavailable,
  redirectReady: unavailable,
  describeDestination: () => '',
};
