/**
 * Writes src/links.ts: every route group the web app calls, as method and path only (RouteLink).
 * Run after changing a declaration: `npm run generate:links --workspace @casino/contracts`.
 * src/links.test.ts fails while the file and the declarations disagree.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRouteLinks } from '../src/routes/link-groups.ts';

const target = fileURLToPath(new URL('../src/links.ts', import.meta.url));
writeFileSync(target, renderRouteLinks());
console.log(`wrote ${target}`);
