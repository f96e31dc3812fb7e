// Writes docs/api/seamless-wallet.openapi.json from the contracts' gameWalletRoutes, formatted the way
// the repository's formatter keeps JSON:
//   npm run docs:seamless-wallet --workspace @casino/server
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { SEAMLESS_WALLET_DOCUMENT_PATH, seamlessWalletDocumentText } from '../domains/game-wallet/openapi.ts';

writeFileSync(SEAMLESS_WALLET_DOCUMENT_PATH, seamlessWalletDocumentText());
execFileSync('npx', ['biome', 'format', '--write', SEAMLESS_WALLET_DOCUMENT_PATH], { stdio: 'inherit' });
console.log(`Wrote ${SEAMLESS_WALLET_DOCUMENT_PATH}`);
