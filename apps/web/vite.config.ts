import { reactRouter } from '@react-router/dev/vite';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/;

const SHELL_ENTRIES = /apps[\\/]web[\\/]app[\\/](root|entry\.client)\.tsx$/;

/**
 * Whether a module is loaded by every page: root.tsx, entry.client.tsx, or something one of them
 * imports statically (directly or further down). Those modules share one chunk: split by which
 * routes also use them, they were two dozen files of about a kilobyte each, and on a phone's
 * connection every extra request costs a round trip before the page can start.
 */
function inShell(id: string, ctx: ChunkingContext, known = new Map<string, boolean>()): boolean {
  const answer = known.get(id);
  if (answer !== undefined) return answer;
  known.set(id, false); // an import cycle leads nowhere new
  const result =
    SHELL_ENTRIES.test(id) || (ctx.getModuleInfo(id)?.importers ?? []).some((by) => inShell(by, ctx, known));
  known.set(id, result);
  return result;
}

const buildId = process.env.BUILD_ID ?? new Date().toISOString();

/** Writes builds/latest.json next to the client assets; open tabs poll it to offer a reload. */
function buildManifest(): Plugin {
  return {
    name: 'casino-build-manifest',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ buildId }),
      });
    },
  };
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [reactRouter(), buildManifest()],
  server: { port: 5173 },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page loads these: one cached file instead of a dozen small ones.
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES },
            {
              name: (id, ctx) => (inShell(id, ctx) ? 'shell' : null),
              test: /apps[\\/]web[\\/]app[\\/]/,
            },
          ],
        },
      },
    },
  },
});
