import type { Env } from '../../plugins/env.ts';
import type { PaymentProvider } from './psp-port.ts';

/**
 * Who settles a sandbox payment: the player on its own hosted page, or only the operator (its key or
 * a tester link it signed). Off: no sandbox at all.
 */
export type SandboxMode = 'off' | 'player-tests' | 'operator-settles';

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);

/** Whether a site address only reaches this machine (`localhost`, 127.x.x.x, ::1). */
export function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return (
    LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname)
  );
}

/**
 * The built-in sandbox lets anyone holding its pages settle a payment. A site that only this machine
 * reaches (the default `npm start`) runs it for the player to try deposits; a public site runs it only
 * when the operator says so, and then only the operator settles.
 */
export function sandboxMode(env: Pick<Env, 'PAYMENT_SANDBOX' | 'PUBLIC_URL'>): SandboxMode {
  if (env.PAYMENT_SANDBOX === false) return 'off';
  if (env.PAYMENT_SANDBOX === 'operator') return 'operator-settles';
  if (isLoopbackUrl(env.PUBLIC_URL)) return 'player-tests';
  return env.PAYMENT_SANDBOX ? 'operator-settles' : 'off';
}

const unavailable = () => {
  throw new Error('No payment provider is configured.');
};

/** No provider configured: no methods; the methods calls answer 13010 and deposits are refused. */
export const noPaymentProvider: PaymentProvider = {
  name: 'none',
  testMoney: false,
  depositMethods: () => [],
  withdrawalMethods: () => [],
  startDeposit: unavailable,
  redirectReady: unavailable,
  describeDestination: () => '',
};
