#!/usr/bin/env node
// Runs after the web app's client build and before scripts/precompress.mjs (which then compresses the
// worker and the offline pages too). Writes one offline page per locale of content/ (the template
// apps/web/pwa/offline.html with content/<locale>/offline.json), bundles the service worker
// (apps/web/pwa/service-worker.ts) and gives it its precache list with Workbox's injectManifest:
// the app shell only, never the API nor builds/latest.json.
// Usage: node scripts/build-service-worker.mjs <client build folder>
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const root = path.resolve(import.meta.dirname, '..');
const pwaDir = path.join(root, 'apps/web/pwa');
const contentDir = path.join(root, 'content');
const clientDir = path.resolve(process.argv[2] ?? 'build/client');

/** The app shell. Hashed assets carry their version in the name, the rest gets a revision hash. */
const PRECACHE_GLOBS = [
  'assets/**/*.{js,css,woff2}',
  'icons/*.png',
  'offline/*.{html,js}',
  'favicon.svg',
  'manifest.webmanifest',
];

const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

async function writeOfflinePages() {
  const template = await readFile(path.join(pwaDir, 'offline.html'), 'utf8');
  const outDir = path.join(clientDir, 'offline');
  await mkdir(outDir, { recursive: true });
  await copyFile(path.join(pwaDir, 'offline.js'), path.join(outDir, 'offline.js'));
  const locales = [];
  for (const entry of await readdir(contentDir, { withFileTypes: true })) {
    const textsFile = path.join(contentDir, entry.name, 'offline.json');
    if (!entry.isDirectory() || !(await readFile(textsFile).catch(() => null))) continue;
    const { brand } = await readJson(path.join(contentDir, entry.name, 'layout.json'));
    const texts = { ...(await readJson(textsFile)), brand, lang: entry.name };
    const page = template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
      if (typeof texts[key] !== 'string') throw new Error(`${textsFile} has no text "${key}"`);
      return escapeHtml(texts[key].replaceAll('{brand}', brand));
    });
    await writeFile(path.join(outDir, `${entry.name}.html`), page);
    locales.push(entry.name);
  }
  if (locales.length === 0) throw new Error(`No content/<locale>/offline.json under ${contentDir}`);
  return locales;
}

/** One classic script (service workers as modules are not everywhere yet), minified. */
async function bundleWorker(outDir) {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: {
        entry: path.join(pwaDir, 'service-worker.ts'),
        formats: ['iife'],
        name: 'serviceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  return path.join(outDir, 'sw.js');
}

const locales = await writeOfflinePages();
const tempDir = await mkdtemp(path.join(os.tmpdir(), 'casino-sw-'));
try {
  const { count, size, warnings } = await injectManifest({
    swSrc: await bundleWorker(tempDir),
    swDest: path.join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    globPatterns: PRECACHE_GLOBS,
    dontCacheBustURLsMatching: /^assets\//,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(
    `service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB), offline pages for ${locales.join(', ')}`,
  );
} finally {
  await rm(tempDir, { recursive: true, force: true });
}
