// What a page weighs before any interaction: its HTML as served to a guest, and the JavaScript that
// HTML makes the browser load (scripts, module preloads, and everything they import statically),
// each file counted by the gzip (level 9) size of its copy in the web build.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ImportType, initSync, parse as parseModule } from 'es-module-lexer';

initSync();

export type ScriptWeight = { url: string; bytes: number; gzipBytes: number };

export type PageWeight = {
  path: string;
  html: {
    bytes: number;
    gzipBytes: number;
    /** Whether the server sent it gzipped (gzipBytes is then what it sent; otherwise gzip -9 of it). */
    servedCompressed: boolean;
  };
  /** Every initial script, in the order found. */
  scripts: ScriptWeight[];
  initialJsGzipBytes: number;
};

const GZIP_LEVEL = 9;

/** GET `url` as a guest asking for gzip: the status, the bytes on the wire and the decoded body. */
function getGzipped(url: string) {
  return new Promise<{ status: number; wire: Buffer; encoding: string | undefined }>((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          wire: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'],
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The attributes of one start tag (`<script type="module" src="/a.js" async>`), names lower-cased. */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** Module specifiers a source imports statically; with `literalDynamic`, its `import("...")` too. */
function importsOf(source: string, literalDynamic: boolean): string[] {
  const [imports] = parseModule(source);
  return imports
    .filter(
      (entry) =>
        entry.n !== undefined &&
        (entry.t === ImportType.Static || (literalDynamic && entry.t === ImportType.Dynamic)),
    )
    .map((entry) => entry.n!);
}

/**
 * The JSON block of the modules a page starts after its first paint (its `preloads` and its `module`
 * code): apps/web/app/server/hydrate-after-paint.ts, AFTER_PAINT_ID.
 */
const AFTER_PAINT_ID = 'hydrate-after-paint';

/**
 * The script URLs an HTML page loads before any interaction: `<script src>`, `<link rel=modulepreload>`,
 * and what its inline module scripts import, also those it starts after its first paint. An inline
 * module's top-level `import("...")` (React Router's entry) runs at load, so it counts; dynamic imports
 * inside the files themselves do not.
 */
export function scriptsOfHtml(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script\s*>/gi)) {
    const tag = attributes(match[1]!);
    const src = tag.get('src');
    if (src) urls.push(src);
    else if (tag.get('type') === 'module') urls.push(...importsOf(match[2]!, true));
    else if (tag.get('id') === AFTER_PAINT_ID) {
      const { preloads, module } = JSON.parse(match[2]!) as { preloads: string[]; module: string };
      urls.push(...preloads, ...importsOf(module, true));
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = attributes(match[0]);
    const rel = tag.get('rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = tag.get('href');
    if (href && rel.includes('modulepreload')) urls.push(href);
  }
  return urls;
}

/** The file of the web build a same-origin URL serves, or an error saying why it cannot be weighed. */
function buildFile(clientDir: string, url: URL, origin: string): string {
  if (url.origin !== origin)
    throw new Error(`initial script from another origin, not weighable: ${url.href}`);
  const file = path.join(clientDir, decodeURIComponent(url.pathname));
  if (!file.startsWith(clientDir + path.sep) || !fs.existsSync(file))
    throw new Error(`initial script ${url.pathname} is not in the web build ${clientDir}`);
  return file;
}

/** The initial scripts of a page (`urls` found in its HTML, resolved on `pageUrl`) and their imports. */
function weighScripts(clientDir: string, pageUrl: URL, urls: string[]): ScriptWeight[] {
  const weights = new Map<string, ScriptWeight>();
  const pending = urls.map((url) => new URL(url, pageUrl));
  while (pending.length > 0) {
    const url = pending.shift()!;
    if (weights.has(url.href)) continue;
    const source = fs.readFileSync(buildFile(clientDir, url, pageUrl.origin));
    weights.set(url.href, {
      url: url.pathname,
      bytes: source.length,
      gzipBytes: gzipSync(source, { level: GZIP_LEVEL }).length,
    });
    for (const specifier of importsOf(source.toString('utf8'), false)) pending.push(new URL(specifier, url));
  }
  return [...weights.values()];
}

/**
 * Weighs the page at `pagePath` of the server at `baseUrl`, whose static files are `clientDir`
 * (apps/web/build/client). Throws when the page does not answer 200.
 */
export async function weighPage(baseUrl: string, pagePath: string, clientDir: string): Promise<PageWeight> {
  const pageUrl = new URL(pagePath, baseUrl);
  const answer = await getGzipped(pageUrl.href);
  const servedCompressed = answer.encoding === 'gzip';
  const html = servedCompressed ? gunzipSync(answer.wire) : answer.wire;
  if (answer.status !== 200) throw new Error(`GET ${pagePath}: HTTP ${answer.status}`);
  const scripts = weighScripts(path.resolve(clientDir), pageUrl, scriptsOfHtml(html.toString('utf8')));
  return {
    path: pagePath,
    html: {
      bytes: html.length,
      gzipBytes: servedCompressed ? answer.wire.length : gzipSync(html, { level: GZIP_LEVEL }).length,
      servedCompressed,
    },
    scripts,
    initialJsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}
