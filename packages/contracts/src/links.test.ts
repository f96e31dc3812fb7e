import { describe, expect, it } from 'vitest';
import * as links from './links.ts';
import { LINK_GROUPS } from './routes/link-groups.ts';

describe('route links (src/links.ts)', () => {
  it.each(LINK_GROUPS)(
    'match every declaration of $name (else run npm run generate:links)',
    ({ name, routes }) => {
      const group = (links as unknown as Record<string, Record<string, unknown>>)[name];
      const declared = Object.fromEntries(
        Object.entries(routes).map(([key, route]) => [key, { method: route.method, path: route.path }]),
      );
      expect(group).toEqual(declared);
    },
  );
});
