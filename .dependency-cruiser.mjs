// The house's layer rules, checked by `npm run lint` (docs/decisions/021-one-tip-and-layer-rules.md,
// ARCHITECTURE.md "Layers"). Violations that were already there when a rule came are listed in
// .dependency-cruiser-known-violations.json and reported but not failed on; anything new fails.

const notTests = '(\\.test\\.tsx?$|^apps/server/test/|^apps/web/src/test/)';
const server = '^apps/server/src/';
const modules = `${server}modules/`;
// The staff token check is a primitive every module's staff routes use, not the staff console.
const staffAuth = `${modules}staff/staff\\.auth\\.ts$`;

/** A forbidden dependency: an import from `from` to `to` fails the lint. */
const rule = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

/** A server layer never imports a module of a layer above it. */
const layer = (name, from, above, comment) =>
  rule(
    name,
    comment,
    { path: `${modules}(${from})/`, pathNot: [notTests, `${modules}venue/venue\\.import\\.ts$`] },
    { path: `${modules}(${above})/`, pathNot: staffAuth },
  );

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    rule(
      'no-circular',
      'Modules import each other in one direction only; a cycle makes a change ripple both ways.',
      {},
      { circular: true },
    ),
    rule(
      'domain-imports-no-app',
      'packages/domain is shared by both apps and depends on neither.',
      { path: '^packages/domain/' },
      { path: '^(apps|e2e|bench|scripts)/' },
    ),
    rule(
      'domain-is-pure',
      'packages/domain holds pure rules and zod schemas: no React, Fastify, database or node I/O.',
      { path: '^packages/domain/', pathNot: notTests },
      {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '^node_modules/zod/',
      },
    ),
    rule(
      'web-imports-no-server',
      'The apps meet only through the HTTP contract, whose schemas live in packages/domain.',
      { path: '^apps/web/' },
      { path: '^apps/server/' },
    ),
    rule(
      'server-imports-no-web',
      'The apps meet only through the HTTP contract, whose schemas live in packages/domain.',
      { path: '^apps/server/' },
      { path: '^apps/web/' },
    ),
    rule(
      'web-feature-imports-no-other-feature',
      'A web feature keeps its screens, components, model and API calls in features/<name>/; what two ' +
        'features share goes down to components/, lib/ or packages/domain, and app/ composes features.',
      { path: '^apps/web/src/features/([^/]+)/', pathNot: notTests },
      { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    ),
    rule(
      'web-shared-imports-no-feature',
      'components/, lib/, i18n/ and theme/ sit below the features and the app shell.',
      { path: '^apps/web/src/(components|lib|i18n|theme)/', pathNot: notTests },
      { path: '^apps/web/src/(features|app)/' },
    ),
    rule(
      'web-feature-imports-no-app',
      'app/ (routes, shell, screens) composes the features; a feature never reaches up into it.',
      { path: '^apps/web/src/features/', pathNot: notTests },
      { path: '^apps/web/src/app/' },
    ),
    rule(
      'server-lib-imports-no-module',
      'apps/server/src/lib holds helpers every module uses; it knows no module.',
      { path: `${server}lib/`, pathNot: notTests },
      { path: modules },
    ),
    layer(
      'server-layer-base',
      'venue|profile|purchase|geocoder|sms|email|tracking|health|staff',
      'catalog|payment|on-table|delivery|ordering|booking',
      'Base modules (venues, profiles, purchases, staff auth and the cross-module staff event stream, ' +
        'outside-service adapters) import no other layer; only venue.import.ts composes the modules’ ' +
        'own import steps from above.',
    ),
    rule(
      'server-staff-is-auth-only',
      'Each module serves its own staff routes (<module>.staff.routes.ts) and takes from staff/ only ' +
        'the token check, staff.auth.ts (docs/decisions/025-server-modules-in-layers.md).',
      { path: `${modules}(?!staff/)[^/]+/`, pathNot: notTests },
      { path: `${modules}staff/`, pathNot: staffAuth },
    ),
    layer(
      'server-layer-catalog',
      'catalog',
      'payment|on-table|delivery|ordering|booking',
      'The catalogue sits on the base.',
    ),
    layer(
      'server-layer-payment',
      'payment',
      'on-table|delivery|ordering|booking',
      'Payments sit on the catalogue and the base; the services that take payments sit above them.',
    ),
    layer(
      'server-layer-services',
      'on-table|delivery|booking',
      'ordering',
      'On-table, delivery and bookings sit on payments; ordering (delivery and take-away orders) sits on delivery.',
    ),
    rule(
      'server-venue-import-composes-import-steps',
      'venue.import.ts composes the modules’ import steps from above and nothing else of them: a ' +
        'module writes its own tables in its <module>.import.ts (docs/decisions/025-server-modules-in-layers.md).',
      { path: `${modules}venue/venue\\.import\\.ts$` },
      { path: `${modules}(?!venue/)[^/]+/`, pathNot: `${modules}[^/]+/[^/]+\\.import\\.ts$` },
    ),
    rule(
      'server-schema-only-in-repositories',
      'A module touches the database through its repositories (*.repository.ts) and its import step ' +
        '(<module>.import.ts) only; services ask a repository (docs/decisions/025-server-modules-in-layers.md).',
      { path: modules, pathNot: [notTests, '\\.repository\\.ts$', '\\.import\\.ts$'] },
      { path: `${server}db/schema\\.ts$` },
    ),
    rule(
      'server-services-are-siblings',
      'On-table, delivery and bookings share what they need through the layers below, not each other.',
      { path: `${modules}(on-table|delivery|booking)/`, pathNot: notTests },
      { path: `${modules}(on-table|delivery|booking)/`, pathNot: `${modules}$1/` },
    ),
    rule(
      'server-ordering-is-not-on-table',
      'Ordering (delivery and take-away orders) and the table order share the purchase, payment and ' +
        'catalogue modules below them, not each other.',
      { path: `${modules}ordering/`, pathNot: notTests },
      { path: `${modules}on-table/` },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tools|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
