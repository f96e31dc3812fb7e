// The boundaries of docs/architecture.md and design.md section 5, checked by `npm run lint:boundaries`.
// Test code is left out of the graph: a test may reach into any domain to set up and to assert. Only
// the rule against production code importing test code looks at it. Test code is: *.test.ts(x), files
// named test-*.ts(x) (helpers, fixtures), *-harness.ts(x), *-child.ts (processes a test starts), and
// everything under a test/ folder.

const TEST_CODE = [
  '\\.test\\.tsx?$',
  '(^|/)test-[^/]*\\.tsx?$',
  '-harness\\.tsx?$',
  '-child\\.ts$',
  '(^|/)test/',
].join('|');

const DOMAINS = '^apps/server/src/domains/';

/**
 * The only places where one web feature imports another: hooks and helpers that are that feature's
 * public face. Anything else shared between features belongs in app/components or app/lib.
 */
const WEB_FEATURE_PUBLIC_FILES = [
  // The player's accounts and how an amount is shown: games shows balances and bets in them.
  'apps/web/app/features/wallet/hooks/use-wallet-accounts.ts',
  'apps/web/app/features/wallet/lib/display-unit.ts',
  // The profile and the countries (identity's queries): the wallet's region and currency checks use them.
  'apps/web/app/features/identity/api/identity-api.ts',
  'apps/web/app/features/identity/hooks/use-countries.ts',
  // The reality-check interval (limits' query): the game page shows it and follows a change of it.
  'apps/web/app/features/limits/hooks/use-reality-check.ts',
  // The deposit bonuses, their selection rules and the bonus-code box: the wallet's deposit form offers them.
  'apps/web/app/features/bonuses/deposit.ts',
];

const exactly = (paths) => paths.map((path) => `^${path.replaceAll('.', '\\.')}$`);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-tables-are-private',
      comment:
        "A domain reads and writes only its own tables (tables.ts); call the owning domain's service " +
        'function instead, or react to its domain event.',
      severity: 'error',
      from: { path: `${DOMAINS}([^/]+)/` },
      to: { path: `${DOMAINS}[^/]+/tables\\.ts$`, pathNot: `${DOMAINS}$1/` },
    },
    {
      name: 'no-cycle-between-domains',
      comment:
        'Domains form a graph without cycles (docs/architecture.md). Break the cycle: move the code to ' +
        'the domain it belongs to, or invert the call with a registration hook or a domain event.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${DOMAINS}([^/]+)` },
      to: { circular: true, path: `${DOMAINS}[^/]+`, pathNot: `${DOMAINS}$1(/|$)` },
    },
    {
      name: 'plugins-do-not-import-domains',
      comment:
        'Plugins (apps/server/src/plugins) are the frame every domain hangs on; a domain hands them what ' +
        'they need through app.ts (options or decorators), never by being imported.',
      severity: 'error',
      from: { path: '^apps/server/src/plugins/' },
      to: { path: DOMAINS },
    },
    {
      name: 'web-features-are-independent',
      comment:
        'A web feature imports another only through the allow-list WEB_FEATURE_PUBLIC_FILES in ' +
        '.dependency-cruiser.cjs; move shared UI to app/components and shared helpers to app/lib.',
      severity: 'error',
      from: { path: '^apps/web/app/features/([^/]+)/' },
      to: {
        path: '^apps/web/app/features/',
        pathNot: ['^apps/web/app/features/$1/', ...exactly(WEB_FEATURE_PUBLIC_FILES)],
      },
    },
    {
      name: 'web-shared-code-does-not-import-features',
      comment:
        'app/components and app/lib are shared by every feature and know none of them; the shell ' +
        '(app/shell) and the routes compose features.',
      severity: 'error',
      from: { path: '^apps/web/app/(components|lib)/' },
      to: { path: '^apps/web/app/features/' },
    },
    {
      name: 'web-features-do-not-import-the-shell',
      comment:
        'The shell (app/shell) composes the features; a feature that imported it would import every ' +
        'other feature through it. Take what it needs from app/components or app/lib.',
      severity: 'error',
      from: { path: '^apps/web/app/(features|components|lib)/' },
      to: { path: '^apps/web/app/shell/' },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'Production code never imports tests, test helpers or harnesses.',
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
  ],
  options: {
    // Type-only imports count: a type of another domain's table is still a reach into it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // db/schema.ts gathers every domain's tables for drizzle-kit and the db client; it is no domain.
    exclude: { path: ['node_modules', '^apps/server/src/db/schema\\.ts$', '/\\.react-router/', '/build/'] },
    doNotFollow: { path: ['node_modules', TEST_CODE] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
