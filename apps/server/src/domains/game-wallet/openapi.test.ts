import { readFileSync } from 'node:fs';
import { gameWalletRoutes } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  SEAMLESS_WALLET_DOCUMENT_PATH,
  seamlessWalletDocument,
  seamlessWalletDocumentText,
} from './openapi.ts';

describe('the seamless-wallet OpenAPI document', () => {
  it('is committed as generated (run npm run docs:seamless-wallet --workspace @casino/server)', () => {
    // Compared as data: the formatter lays the committed file out its own way.
    const committed: unknown = JSON.parse(readFileSync(SEAMLESS_WALLET_DOCUMENT_PATH, 'utf8'));
    expect(committed).toEqual(JSON.parse(seamlessWalletDocumentText()));
  });

  it('has every declared call, signed, with its body and the balance-carrying error', () => {
    const document = seamlessWalletDocument();
    for (const route of Object.values(gameWalletRoutes)) {
      const operation = document.paths[route.path]?.post as Record<string, unknown>;
      expect(operation, route.path).toBeDefined();
      expect(operation.security).toEqual([{ signature: [] }]);
      expect(operation.requestBody).toBeDefined();
    }
    const error = document.components.schemas.Error as unknown as {
      properties: { error: { properties: object } };
    };
    expect(Object.keys(error.properties.error.properties)).toEqual([
      'code',
      'message',
      'balance',
      'currency',
    ]);
  });
});
