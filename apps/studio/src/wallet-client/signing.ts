import { createHmac } from 'node:crypto';

/**
 * `sha256=<hex HMAC-SHA256 of the raw body>`, the X-Signature of a seamless-wallet call
 * (docs/api/seamless-wallet.openapi.yaml). The studio signs like any third-party provider would.
 */
export function signWalletBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}
