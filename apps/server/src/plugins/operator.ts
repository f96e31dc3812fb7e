import { createHash, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadServerSecret } from '../db/server-secrets.ts';
import { type Env, repoRoot } from './env.ts';

/** The name of the generated operator key in server_secrets when OPERATOR_KEY is unset. */
export const OPERATOR_KEY_NAME = 'operator';

/** The header operator commands send the key in (a browser sends it as the Basic password instead). */
export const OPERATOR_KEY_HEADER = 'x-operator-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs tester links and authenticates the operator's calls. */
    operatorKey: string;
    /** Whether the request carries the operator key (no answer is sent). */
    isOperator(request: FastifyRequest): boolean;
  }
}

/**
 * Where a generated key is written. Tests leave the developer's file alone unless they name one.
 */
export function operatorKeyFile(env: Pick<Env, 'OPERATOR_KEY_FILE' | 'NODE_ENV'>): string | null {
  if (env.OPERATOR_KEY_FILE) return path.resolve(env.OPERATOR_KEY_FILE);
  return env.NODE_ENV === 'test' ? null : path.join(repoRoot, '.data/operator-key');
}

/** Where the running server writes its address for the operator commands: beside the key file. */
export function serverAddressFile(env: Pick<Env, 'OPERATOR_KEY_FILE' | 'NODE_ENV'>): string | null {
  const keyFile = operatorKeyFile(env);
  return keyFile ? path.join(path.dirname(keyFile), 'server-url') : null;
}

/** The address this machine reaches the listening server at (a wildcard host is reached on loopback). */
function listeningAddress(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const wildcard = ['0.0.0.0', '::', ''].includes(address.address);
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Writes the listening address where the operator commands look when neither OPERATOR_URL nor PORT is
 * set, so a server started on another port is found without repeating it.
 */
async function writeServerAddress(app: FastifyInstance) {
  const file = serverAddressFile(app.env);
  const address = listeningAddress(app);
  if (!file || !address) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${address}\n`);
}

/**
 * The configured key, else one generated once and kept in the database. A kept key is also written,
 * readable by its owner only, where operator commands on this machine find it (they cannot open the
 * embedded database while the server holds it); written again at start when the file went missing.
 */
export async function loadOperatorKey(app: FastifyInstance): Promise<string> {
  const { secret } = await loadServerSecret(app.db, OPERATOR_KEY_NAME, app.env.OPERATOR_KEY);
  const file = operatorKeyFile(app.env);
  if (!app.env.OPERATOR_KEY && file && (await readKeyFile(file)) !== secret) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
    // writeFile's mode applies only to a new file.
    await chmod(file, 0o600);
    app.log.info(
      { file },
      'operator key written for the operator commands (npm run outbox, npm run sandbox)',
    );
  }
  return secret;
}

const readKeyFile = (file: string) =>
  readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => null,
  );

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the length nor the content of the key leaks through timing. */
export function isOperatorKey(given: string | null, key: string): boolean {
  return given !== null && timingSafeEqual(digest(given), digest(key));
}

/** The key from `x-operator-key`, or the password of `Authorization: Basic` (any user name). */
function givenKey(request: FastifyRequest): string | null {
  const header = request.headers[OPERATOR_KEY_HEADER];
  if (typeof header === 'string') return header.trim();
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization?.trim() ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

export async function registerOperator(app: FastifyInstance) {
  const key = await loadOperatorKey(app);
  app.addHook('onListen', async () => writeServerAddress(app));
  app.decorate('operatorKey', key);
  // Operator routes check it through requireOperator (domains/staff/access.ts), which also takes named
  // API keys and staff sessions and names the caller for the audit log.
  app.decorate('isOperator', (request: FastifyRequest) => isOperatorKey(givenKey(request), key));
}
