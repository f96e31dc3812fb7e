import type { TestApp } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID, signGameWalletCall } from './routes.ts';

export type GameWalletCall = 'balance' | 'bet' | 'win' | 'rollback' | 'reality-check';

/** A seamless-wallet call of the studio provider, in EUR unless the body says otherwise, signed with `secret`. */
export function gameWalletCall(
  t: TestApp,
  secret: string,
  kind: GameWalletCall,
  body: Record<string, unknown>,
  signature?: string,
) {
  const payload = JSON.stringify({ currency: 'EUR', ...body });
  return t.app.inject({
    method: 'POST',
    url: `/api/game-wallet/${STUDIO_PROVIDER_ID}/${kind}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': signature ?? signGameWalletCall(payload, secret),
    },
    payload,
  });
}
