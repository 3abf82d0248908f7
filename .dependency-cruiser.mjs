// The house's layer rules, checked by `npm run lint` (docs/decisions/021-one-tip-and-layer-rules.md,
// ARCHITECTURE.md "Layers"). Violations that were already there when a rule came are listed in
// .dependency-cruiser-known-violations.json and reported but not failed on; anything new fails.

const notTests = '(\\.test\\.tsx?$|^apps/server/test/|^apps/web/src/test/)';
const server = '^apps/server/src/';
const modules = `${server}modules/`;
// The staff token check is a primitive every module's staff routes use, not the staff console.
const staffAuth = `${modules}staff/staff\\.auth\\.ts$`;

// The storefront's app/ files: the router and the startup around it; the shell's pieces sit in app/shell/.
const appFiles = 'router|root-layout|lazy-screen|startup|startup-error|early-menu|boot-data';

/** A server layer never imports a module of a layer above it. */
const layer = (name, from, above, comment) => ({
  name,
  severity: 'error',
  comment,
  from: { path: `${modules}(${from})/`, pathNot: [notTests, `${modules}venue/venue\\.import\\.ts$`] },
  to: { path: `${modules}(${above})/`, pathNot: staffAuth },
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in one direction only; a cycle makes a change ripple both ways.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      comment: 'packages/domain is shared by both apps and depends on neither.',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|bench|scripts)/' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'packages/domain holds pure rules and zod schemas: no React, Fastify, database or node I/O.',
      from: { path: '^packages/domain/', pathNot: notTests },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '^node_modules/zod/',
      },
    },
    {
      name: 'web-imports-no-server',
      severity: 'error',
      comment: 'The apps meet only through the HTTP contract, whose schemas live in packages/domain.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-imports-no-web',
      severity: 'error',
      comment: 'The apps meet only through the HTTP contract, whose schemas live in packages/domain.',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      severity: 'error',
      comment:
        'A web feature keeps its screens, components, model and API calls in features/<name>/; what ' +
        'several features share goes down to core/, components/ or lib/ (docs/decisions/028-web-features-in-one-place.md). ' +
        'Only on-table, delivery and bookings build on the catalogue and payment features (rule web-services-build-on-catalog-and-payment).',
      from: { path: '^apps/web/src/features/(?!(?:on-table|delivery|booking)/)([^/]+)/', pathNot: notTests },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-services-build-on-catalog-and-payment',
      severity: 'error',
      comment:
        'On-table, delivery and bookings show the catalogue’s menu and take payments, so they may import ' +
        'features/catalog and features/payment, never each other (docs/decisions/028-web-features-in-one-place.md; ' +
        'the server’s layers in docs/decisions/025-server-modules-in-layers.md).',
      from: { path: '^apps/web/src/features/(on-table|delivery|booking)/', pathNot: notTests },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/(catalog|payment)/'],
      },
    },
    {
      name: 'web-core-imports-no-feature',
      severity: 'error',
      comment:
        'core/ (session, venue, cart) sits below every feature, so any feature may use it; it never ' +
        'reaches up into a feature or the app shell (docs/decisions/028-web-features-in-one-place.md).',
      from: { path: '^apps/web/src/core/', pathNot: notTests },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      severity: 'error',
      comment: 'components/, lib/, i18n/ and theme/ sit below core/, the features and the app shell.',
      from: { path: '^apps/web/src/(components|lib|i18n|theme)/', pathNot: notTests },
      to: { path: '^apps/web/src/(core|features|app)/' },
    },
    {
      name: 'web-feature-imports-no-app',
      severity: 'error',
      comment:
        'app/ holds only the shell and the router, which compose the features; a feature never reaches ' +
        'up into it (docs/decisions/028-web-features-in-one-place.md).',
      from: { path: '^apps/web/src/features/', pathNot: notTests },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-app-holds-shell-and-router',
      severity: 'error',
      comment:
        'apps/web/src/app/ holds only the router, the root layout, the startup and the shell (app/shell/); ' +
        'a screen or a piece of one belongs in its feature’s screens/ or components/ ' +
        '(docs/decisions/028-web-features-in-one-place.md).',
      from: { path: `^apps/web/src/app/(?!(?:${appFiles})(?:\\.test)?\\.tsx?$|shell/)` },
      to: {},
    },
    {
      name: 'web-storefront-imports-no-staff-console',
      severity: 'error',
      comment:
        'The staff console (features/staff) is its own build; the storefront never imports it, so a diner ' +
        'downloads none of it (docs/decisions/027-staff-console.md).',
      from: { path: '^apps/web/src/(?!features/staff/)', pathNot: notTests },
      to: { path: '^apps/web/src/features/staff/' },
    },
    {
      name: 'server-lib-imports-no-module',
      severity: 'error',
      comment: 'apps/server/src/lib holds helpers every module uses; it knows no module.',
      from: { path: `${server}lib/`, pathNot: notTests },
      to: { path: modules },
    },
    layer(
      'server-layer-base',
      'venue|profile|purchase|geocoder|sms|email|tracking|health|staff',
      'catalog|payment|on-table|delivery|ordering|booking',
      'Base modules (venues, profiles, purchases, staff auth and the cross-module staff event stream, ' +
        'outside-service adapters) import no other layer; only venue.import.ts composes the modules’ ' +
        'own import steps from above.',
    ),
    {
      name: 'server-staff-is-auth-only',
      severity: 'error',
      comment:
        'Each module serves its own staff routes (<module>.staff.routes.ts) and takes from staff/ only ' +
        'the token check, staff.auth.ts (docs/decisions/025-server-modules-in-layers.md).',
      from: { path: `${modules}(?!staff/)[^/]+/`, pathNot: notTests },
      to: { path: `${modules}staff/`, pathNot: staffAuth },
    },
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
    {
      name: 'server-venue-import-composes-import-steps',
      severity: 'error',
      comment:
        'venue.import.ts composes the modules’ import steps from above and nothing else of them: a ' +
        'module writes its own tables in its <module>.import.ts (docs/decisions/025-server-modules-in-layers.md).',
      from: { path: `${modules}venue/venue\\.import\\.ts$` },
      to: { path: `${modules}(?!venue/)[^/]+/`, pathNot: `${modules}[^/]+/[^/]+\\.import\\.ts$` },
    },
    {
      name: 'server-schema-only-in-repositories',
      severity: 'error',
      comment:
        'A module touches the database through its repositories (*.repository.ts) and its import step ' +
        '(<module>.import.ts) only; services ask a repository (docs/decisions/025-server-modules-in-layers.md).',
      from: { path: modules, pathNot: [notTests, '\\.repository\\.ts$', '\\.import\\.ts$'] },
      to: { path: `${server}db/schema\\.ts$` },
    },
    {
      name: 'server-services-are-siblings',
      severity: 'error',
      comment:
        'On-table, delivery and bookings share what they need through the layers below, not each other.',
      from: { path: `${modules}(on-table|delivery|booking)/`, pathNot: notTests },
      to: { path: `${modules}(on-table|delivery|booking)/`, pathNot: `${modules}$1/` },
    },
    {
      name: 'server-ordering-is-not-on-table',
      severity: 'error',
      comment:
        'Ordering (delivery and take-away orders) and the table order share the purchase, payment and ' +
        'catalogue modules below them, not each other.',
      from: { path: `${modules}ordering/`, pathNot: notTests },
      to: { path: `${modules}on-table/` },
    },
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
