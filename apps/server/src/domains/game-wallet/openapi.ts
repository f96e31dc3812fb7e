import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gameWalletErrorResponseSchema, gameWalletRoutes, openApiDocument } from '@casino/contracts';
import { z } from 'zod';

/** Where the provider-facing document is committed (generated, never edited by hand). */
export const SEAMLESS_WALLET_DOCUMENT_PATH = fileURLToPath(
  new URL('../../../../../docs/api/seamless-wallet.openapi.json', import.meta.url),
);

/** The prose of the document: sessions, signature, amounts, idempotency, rollbacks, wins, errors. */
const description = () => readFileSync(new URL('./seamless-wallet.md', import.meta.url), 'utf8').trimEnd();

/**
 * The OpenAPI 3.1 document of the seamless-wallet API, generated from the contracts' gameWalletRoutes;
 * its errors carry the player's balance, so the Error schema is the wallet's own.
 */
export function seamlessWalletDocument() {
  const document = openApiDocument(Object.values(gameWalletRoutes), {
    title: 'Lucky Harbor seamless-wallet API',
    version: '1.0.0',
    description: description(),
  });
  const { $schema: _, ...error } = z.toJSONSchema(gameWalletErrorResponseSchema, { io: 'output' });
  return {
    ...document,
    servers: [{ url: 'http://localhost:3000' }],
    security: [{ signature: [] }],
    components: { ...document.components, schemas: { ...document.components.schemas, Error: error } },
  };
}

/** The committed file's exact text. */
export const seamlessWalletDocumentText = () => `${JSON.stringify(seamlessWalletDocument(), null, 2)}\n`;
