import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The studio's game pages: a client-only React app served by the studio plugin under /studio/. */
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  base: '/studio/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/studio/api': { target: 'http://localhost:3000', ws: true } },
  },
});
