// The built site (apps/server/src/main.ts serving apps/web/build) in a child process, in production
// mode, on a fresh embedded PGlite database in a temporary folder that is removed when it stops.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHttpClient, type HttpClient } from '../support/http.ts';
import { repoRoot } from '../support/pg.ts';
import { freePort, type Server, startServer, stopServer } from '../support/server.ts';

export const webBuildDir = path.join(repoRoot, 'apps/web/build');
export const webClientDir = path.join(webBuildDir, 'client');

export type SiteServer = {
  baseUrl: string;
  client: HttpClient;
  server: Server;
  stop: () => Promise<void>;
};

/** Starts the site on `port` (default: a free one); `env` goes on top of the server's defaults. */
export async function startSite(options: { port?: number; env?: Record<string, string> } = {}) {
  if (!fs.existsSync(path.join(webBuildDir, 'server/index.js')))
    throw new Error(`No web build at ${webBuildDir}: run "npm run build" first.`);
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-site-'));
  const client = createHttpClient(8);
  client.baseUrl = `http://127.0.0.1:${port}`;
  try {
    const server = await startServer({
      port,
      storage: { pgliteDir: dataDir },
      client,
      env: {
        SERVE_WEB: 'true',
        PAYMENT_SANDBOX: 'false',
        OPERATOR_KEY_FILE: path.join(dataDir, 'operator-key'),
        ...options.env,
      },
    });
    const stop = async () => {
      await stopServer(server);
      client.agent.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    return { baseUrl: client.baseUrl, client, server, stop } satisfies SiteServer;
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
