import { defineConfig } from 'vite';

/**
 * The back office: a client-rendered app of its own (decision 0038), served by the server under
 * /backoffice from dist/ (apps/server/src/plugins/backoffice.ts). `npm run dev` serves it on its own
 * port and hands /api to a server started with `npm run dev --workspace @casino/server`.
 */
export default defineConfig({
  base: '/backoffice/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Each page is a chunk of its own (app/routes.tsx): the shared script (React, the router, zod, the
    // query client) is 420 kB, 133 kB gzipped; the reports' charts (Recharts, 430 kB) and the PDF viewer
    // load with the pages that show them. Before the split the one script was 1.28 MB.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      // React Query marks its modules "use client" for server components; a client bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: { port: 5174, proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
});
