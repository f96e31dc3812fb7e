// The site the journeys run against: the real server (apps/server/src/main.ts) on a database of its
// own. With DATABASE_URL set (CI sets it), a PostgreSQL database created for this run on that server,
// never the shared one; otherwise the embedded PGlite in PGLITE_DIR.
import pg from 'pg';

/** Databases of earlier runs that were not dropped (a run is killed, not stopped) go after this long. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;
const PREFIX = 'casino_e2e_';

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createRunDatabase(serverUrl: string): Promise<string> {
  const name = `${PREFIX}${Date.now()}`;
  await withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'casino\\_e2e\\_%'",
    );
    const stale = rows.filter(
      ({ datname }) => Date.now() - Number(datname.slice(PREFIX.length)) > STALE_AFTER_MS,
    );
    for (const { datname } of stale) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

if (process.env.DATABASE_URL) process.env.DATABASE_URL = await createRunDatabase(process.env.DATABASE_URL);
// A path in a variable: the server is typechecked with its own workspace's settings, not this one's.
const serverMain = '../apps/server/src/main.ts';
await import(serverMain);
