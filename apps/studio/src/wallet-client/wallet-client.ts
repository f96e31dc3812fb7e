import {
  ErrorCode,
  GAME_WALLET_SIGNATURE_HEADER,
  type GameWalletBalanceAnswer,
  type GameWalletBetRequest,
  type GameWalletRealityCheckRequest,
  type GameWalletRollbackRequest,
  type GameWalletTransactionResult,
  type GameWalletWinRequest,
  gameWalletBalanceResponseSchema,
  gameWalletErrorResponseSchema,
  gameWalletRealityCheckResponseSchema,
  gameWalletTransactionResponseSchema,
} from '@casino/contracts';
import type { z } from 'zod';
import { signWalletBody } from './signing.ts';
import type { WalletTransport } from './transport.ts';
import { WalletCallError } from './wallet-call-error.ts';

/** The studio's id at the platform: the {providerId} of /api/game-wallet/{providerId}/... */
export const STUDIO_PROVIDER_ID = 'studio';

export type WalletClientOptions = {
  transport: WalletTransport;
  /** The provider secret shared with the platform (STUDIO_WALLET_SECRET or the generated one). */
  secret: string;
  providerId?: string;
};

/**
 * The studio's side of the seamless-wallet API (docs/api/seamless-wallet.openapi.yaml): every body
 * signed, every answer checked against the contract. Failures throw a WalletCallError.
 */
export class WalletClient {
  private readonly providerId: string;

  constructor(private readonly options: WalletClientOptions) {
    this.providerId = options.providerId ?? STUDIO_PROVIDER_ID;
  }

  balance(sessionToken: string, currency: string): Promise<GameWalletBalanceAnswer> {
    return this.call('balance', { sessionToken, currency }, gameWalletBalanceResponseSchema);
  }

  bet(input: GameWalletBetRequest): Promise<GameWalletTransactionResult> {
    return this.call('bet', input, gameWalletTransactionResponseSchema);
  }

  win(input: GameWalletWinRequest): Promise<GameWalletTransactionResult> {
    return this.call('win', input, gameWalletTransactionResponseSchema);
  }

  rollback(input: GameWalletRollbackRequest): Promise<GameWalletTransactionResult> {
    return this.call('rollback', input, gameWalletTransactionResponseSchema);
  }

  /** Tells the platform the player acknowledged a reality check; false when it knew already. */
  async realityCheck(input: GameWalletRealityCheckRequest): Promise<boolean> {
    const answer = await this.call('reality-check', input, gameWalletRealityCheckResponseSchema);
    return answer.recorded;
  }

  private async call<T>(name: string, input: object, schema: z.ZodType<{ data: T }>): Promise<T> {
    const body = JSON.stringify(input);
    const headers = {
      'content-type': 'application/json',
      [GAME_WALLET_SIGNATURE_HEADER]: signWalletBody(body, this.options.secret),
    };
    const path = `/api/game-wallet/${encodeURIComponent(this.providerId)}/${name}`;
    let response: Awaited<ReturnType<WalletTransport>>;
    try {
      response = await this.options.transport(path, body, headers);
    } catch (error) {
      throw WalletCallError.lost(error);
    }
    if (response.status === 200) {
      const parsed = schema.safeParse(response.body);
      if (parsed.success) return parsed.data.data;
      throw new WalletCallError(502, ErrorCode.serviceUnavailable, `The game wallet answered ${name} oddly.`);
    }
    throw errorOf(response.status, response.body);
  }
}

function errorOf(status: number, body: unknown): WalletCallError {
  const parsed = gameWalletErrorResponseSchema.safeParse(body);
  if (!parsed.success) {
    const code = status >= 500 ? ErrorCode.serviceUnavailable : ErrorCode.badRequest;
    return new WalletCallError(status, code, `The game wallet answered ${status}.`);
  }
  const { code, message, balance } = parsed.data.error;
  return new WalletCallError(status, code, message, balance);
}
