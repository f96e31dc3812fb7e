// The benches' HTTP client: keep-alive sockets, one per request in flight, and each answer's latency.
import http, { type IncomingHttpHeaders } from 'node:http';

export type Answer = { status: number; body: string; ms: number; headers: IncomingHttpHeaders };

export type RequestOptions = {
  json?: unknown;
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
};

export type HttpClient = {
  /** http://host:port of the server, set once it is known. */
  baseUrl: string;
  agent: http.Agent;
  request: (method: string, url: string, options?: RequestOptions) => Promise<Answer>;
};

export function createHttpClient(maxSockets: number): HttpClient {
  const client: HttpClient = {
    baseUrl: '',
    agent: new http.Agent({ keepAlive: true, maxSockets }),
    request(method, url, options = {}) {
      const payload = options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
      const headers: Record<string, string> = { ...options.headers };
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(payload));
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const req = http.request(
          `${client.baseUrl}${url}`,
          { method, headers, agent: client.agent },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8'),
                ms: performance.now() - started,
                headers: res.headers,
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
  };
  return client;
}

export function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status)
    throw new Error(`${what}: HTTP ${answer.status} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body) as { data: unknown };
}
