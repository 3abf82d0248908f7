// The house's layer rules, checked by `npm run lint` (docs/decisions/021-one-tip-and-layer-rules.md,
// ARCHITECTURE.md "Layers"). Violations that were already there when a rule came are listed in
// .dependency-cruiser-known-violations.json and reported but not failed on; anything new fails.

const notTests = '(\\.test\\.tsx?$|^apps/server/test/|^apps/web/src/test/)';
const server = '^apps/server/src/';
const modules = `${server}modules/`;
// The staff token check and the audit log are primitives every module's staff routes use, not the staff console.
const staffAuth = `${modules}staff/(staff\\.auth|audit-log)\\.ts$`;

// The storefront's app/ files: the router and the startup around it; the shell's pieces sit in app/shell/.
const appFiles = 'router|root-layout|lazy-screen|startup|startup-error|early-menu|boot-data';

/** A forbidden rule; every one of the house's rules fails the lint. */
const rule = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

/** The files below `path` that are not tests. */
const code = (path) => ({ path, pathNot: notTests });

/** A server layer never imports a module of a layer above it. */
const layer = (name, from, above, comment) =>
  rule(
    name,
    comment,
    { path: `${modules}(${from})/`, pathNot: [notTests, `${modules}venue/venue\\.import\\.ts$`] },
    { path: `${modules}(${above})/`, pathNot: staffAuth },
  );

const sharedContract = 'The apps meet only through the HTTP contract, whose schemas live in packages/domain.';

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
      'packages/domain is shared by the apps and depends on none of them, nor on the UI primitives.',
      { path: '^packages/domain/' },
      { path: '^(apps|e2e|bench|scripts|packages/ui)/' },
    ),
    rule(
      'domain-is-pure',
      'packages/domain holds pure rules and zod schemas: no React, Fastify, database or node I/O.',
      code('^packages/domain/'),
      {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '^node_modules/zod/',
      },
    ),
    rule(
      'ui-imports-no-app',
      'packages/ui holds the UI primitives both front ends share (the storefront and the staff console) ' +
        'and depends on neither, nor on the server (docs/decisions/099-the-staff-console-in-a-house-of-its-own.md).',
      { path: '^packages/ui/' },
      { path: '^(apps|e2e|bench|scripts)/' },
    ),
    rule('web-imports-no-server', sharedContract, { path: '^apps/web/' }, { path: '^apps/server/' }),
    rule(
      'server-imports-no-web',
      sharedContract,
      { path: '^apps/server/' },
      { path: '^(apps/web|packages/ui)/' },
    ),
    rule(
      'web-feature-imports-no-other-feature',
      'A web feature keeps its screens, components, model and API calls in features/<name>/ and imports ' +
        'no other feature, its tests included; what several features share goes down to core/ (the menu, ' +
        'payments, session, venue, cart), components/ or lib/, and shared test fixtures to src/test/ ' +
        '(docs/decisions/028-web-features-in-one-place.md).',
      { path: '^apps/web/src/features/([^/]+)/' },
      { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    ),
    rule(
      'web-core-imports-no-feature',
      'core/ (menu, payment, session, venue, cart) sits below every feature, so any feature may use it; ' +
        'it never reaches up into a feature or the app shell (docs/decisions/028-web-features-in-one-place.md).',
      code('^apps/web/src/core/'),
      { path: '^apps/web/src/(features|app)/' },
    ),
    rule(
      'web-shared-imports-no-feature',
      'components/, lib/, i18n/ and theme/ sit below core/, the features and the app shell.',
      code('^apps/web/src/(components|lib|i18n|theme)/'),
      { path: '^apps/web/src/(core|features|app)/' },
    ),
    rule(
      'web-feature-imports-no-app',
      'app/ holds only the shell and the router, which compose the features; a feature never reaches ' +
        'up into it (docs/decisions/028-web-features-in-one-place.md).',
      code('^apps/web/src/features/'),
      { path: '^apps/web/src/app/' },
    ),
    rule(
      'web-app-holds-shell-and-router',
      'apps/web/src/app/ holds only the router, the root layout, the startup and the shell (app/shell/); ' +
        'a screen or a piece of one belongs in its feature’s screens/ or components/ ' +
        '(docs/decisions/028-web-features-in-one-place.md).',
      { path: `^apps/web/src/app/(?!(?:${appFiles})(?:\\.test)?\\.tsx?$|shell/)` },
      {},
    ),
    rule(
      'web-imports-no-staff-console',
      'The staff console (apps/staff) is its own build; the storefront never imports it, so a diner ' +
        'downloads none of it (docs/decisions/027-staff-console.md, 099-the-staff-console-in-a-house-of-its-own.md).',
      { path: '^apps/web/' },
      { path: '^apps/staff/' },
    ),
    rule(
      'staff-console-imports-no-web',
      'The staff console takes what it shares with the storefront from packages/ui and packages/domain, ' +
        'never from apps/web (docs/decisions/099-the-staff-console-in-a-house-of-its-own.md).',
      { path: '^apps/staff/' },
      { path: '^apps/web/' },
    ),
    rule(
      'staff-console-imports-no-server',
      sharedContract,
      { path: '^apps/staff/' },
      { path: '^apps/server/' },
    ),
    rule(
      'server-lib-imports-no-module',
      'apps/server/src/lib holds helpers every module uses; it knows no module.',
      code(`${server}lib/`),
      { path: modules },
    ),
    layer(
      'server-layer-base',
      'venue|profile|purchase|geocoder|sms|email|tracking|health|staff|media|printing',
      'catalog|payment|on-table|delivery|ordering|booking',
      'Base modules (venues, profiles, purchases, staff auth and the cross-module staff event stream, ' +
        'outside-service adapters) import no other layer; only venue.import.ts composes the modules’ ' +
        'own import steps from above.',
    ),
    rule(
      'server-staff-is-auth-only',
      'Each module serves its own staff routes (<module>.staff.routes.ts) and takes from staff/ only ' +
        'the token check, staff.auth.ts (docs/decisions/025-server-modules-in-layers.md).',
      code(`${modules}(?!staff/)[^/]+/`),
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
      code(`${modules}(on-table|delivery|booking)/`),
      { path: `${modules}(on-table|delivery|booking)/`, pathNot: `${modules}$1/` },
    ),
    rule(
      'server-ordering-is-not-on-table',
      'Ordering (delivery and take-away orders) and the table order share the purchase, payment and ' +
        'catalogue modules below them, not each other.',
      code(`${modules}ordering/`),
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
