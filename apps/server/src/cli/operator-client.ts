import { readFile } from 'node:fs/promises';
import { type Env, loadEnv } from '../plugins/env.ts';
import { OPERATOR_KEY_HEADER, operatorKeyFile, serverAddressFile } from '../plugins/operator.ts';

/**
 * Operator commands talk to the running server's operator API: the embedded database belongs to the
 * server process while it runs. The key comes from OPERATOR_KEY, else from the file the server wrote,
 * and the server's address from operatorBaseUrl.
 */
export async function operatorClient(source: NodeJS.ProcessEnv = process.env) {
  const env = loadEnv(source);
  const base = await operatorBaseUrl(env, source);
  const file = operatorKeyFile(env);
  const key = env.OPERATOR_KEY ?? (file ? (await readFile(file, 'utf8').catch(() => '')).trim() : '');
  if (!key)
    throw new Error(`No operator key: set OPERATOR_KEY, or start the server once so it writes ${file}.`);

  return async function request<T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, base), {
        method,
        headers: {
          [OPERATOR_KEY_HEADER]: key,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
    } catch {
      throw new Error(
        `The server at ${base} does not answer: is it running (npm start)? Set OPERATOR_URL otherwise.`,
      );
    }
    const body = (await response.json().catch(() => null)) as {
      data?: T;
      error?: { message?: string };
    } | null;
    if (!response.ok || body?.data === undefined)
      throw new Error(body?.error?.message ?? `The server answered ${response.status}.`);
    return body.data;
  };
}

/**
 * The server the commands call: OPERATOR_URL, else the PORT given on this machine, else the address the
 * running server wrote at start, else the default port.
 */
export async function operatorBaseUrl(env: Env, source: NodeJS.ProcessEnv): Promise<string> {
  if (env.OPERATOR_URL) return env.OPERATOR_URL;
  if (source.PORT) return `http://127.0.0.1:${env.PORT}`;
  const file = serverAddressFile(env);
  const written = file ? (await readFile(file, 'utf8').catch(() => '')).trim() : '';
  return written || `http://127.0.0.1:${env.PORT}`;
}

/** Runs a command's work; a failure prints its message and exits 1. */
export async function runOperatorCommand(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
