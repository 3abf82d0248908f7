import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import {
  callWaiterResponseSchema,
  manualPaymentSchema,
  tableOrderSchema,
} from '@storefront/domain/on-table/on-table.schema';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { compressJsonAnswer } from './lib/http.ts';
import { logRedactPaths, redactUrl } from './lib/redact.ts';
import { repeatWhileOpen } from './lib/repeat-while-open.ts';
import { useSecretKeys } from './lib/secret-keys.ts';
import { bookingBranchSettings } from './modules/booking/booking.branch-settings.ts';
import { bookingPlugin } from './modules/booking/booking.plugin.ts';
import { brandStaffRoutes } from './modules/catalog/brand.staff.routes.ts';
import { menuEditorRoutes } from './modules/catalog/catalog.editor.routes.ts';
import { catalogCachedReads, catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { type CatalogDeps, catalogDeps } from './modules/catalog/catalog.service.ts';
import { staffAvailabilityRoutes } from './modules/catalog/catalog.staff.routes.ts';
import { catalogTransferRoutes } from './modules/catalog/catalog-transfer.routes.ts';
import { BranchContexts } from './modules/delivery/branch.context.ts';
import { deliveryBranchSettings } from './modules/delivery/delivery.branch-settings.ts';
import { deliveryPlugin } from './modules/delivery/delivery.plugin.ts';
import { geocoderFrom } from './modules/geocoder/geocoder.factory.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { mediaStorageFrom } from './modules/media/storage/media-storage.factory.ts';
import { correctionsRoutes } from './modules/on-table/corrections.routes.ts';
import { floorStaffRoutes } from './modules/on-table/floor.staff.routes.ts';
import { staffKitchenRoutes } from './modules/on-table/on-table.kitchen.routes.ts';
import { onTableRoutes } from './modules/on-table/on-table.routes.ts';
import { onTableStaffRoutes } from './modules/on-table/on-table.staff.routes.ts';
import { onTableBillRoutes } from './modules/on-table/on-table-bill.routes.ts';
import { onTableEventsRoutes } from './modules/on-table/on-table-events.routes.ts';
import { orderEntryStaffRoutes } from './modules/on-table/order-entry.staff.routes.ts';
import { placesStaffRoutes } from './modules/on-table/places.staff.routes.ts';
import { orderingPlugin } from './modules/ordering/ordering.plugin.ts';
import { paymentBranchSettings } from './modules/payment/payment.branch-settings.ts';
import { paymentPlugin } from './modules/payment/payment.plugin.ts';
import { platformConsoleRoutes } from './modules/platform/platform.routes.ts';
import { removeDueVenues } from './modules/platform/platform.service.ts';
import { printingPlugin } from './modules/printing/printing.plugin.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { smsSenderFrom } from './modules/sms/sms.factory.ts';
import { smsRoutes } from './modules/sms/sms.routes.ts';
import { isPhoneVerified } from './modules/sms/sms-codes.service.ts';
import { auditLogRoutes } from './modules/staff/audit-log.routes.ts';
import { cashUpRoutes } from './modules/staff/cash-up.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { staffMembersRoutes } from './modules/staff/staff-members.routes.ts';
import { staffSessionRoutes } from './modules/staff/staff-session.routes.ts';
import { staffSummaryRoutes } from './modules/staff/staff-summary.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { servicesPart } from './modules/venue/branch-settings.ts';
import { branchesStaffRoutes } from './modules/venue/branches.staff.routes.ts';
import { platformSettings } from './modules/venue/platform.settings.ts';
import { tlsAskRoutes } from './modules/venue/tls-ask.routes.ts';
import { venueCachedReads, venueRoutes } from './modules/venue/venue.routes.ts';
import { onVenueReadsForgotten, type VenueDeps, venueDeps } from './modules/venue/venue.service.ts';
import { venueStaffRoutes } from './modules/venue/venue.staff.routes.ts';
import { answerFirst, cachedReadPath } from './plugins/cached-read-path.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { eventsPlugin } from './plugins/events.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { plannerStatisticsPlugin } from './plugins/planner-statistics.ts';
import { rateLimitCounter, rateLimitsPlugin } from './plugins/rate-limits.ts';
import { requestContextPlugin, requestIdMixin, requestIdOf } from './plugins/request-context.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sharedCachesPlugin } from './plugins/shared-caches.ts';
import { staffConsolePlugin } from './plugins/staff-console.ts';
import { staticPlugin } from './plugins/static.ts';
import { tenancyPlugin } from './plugins/tenancy.ts';
import { tracingPlugin } from './plugins/tracing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    venues: VenueDeps;
    catalog: CatalogDeps;
  }
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppOptions {
  config: Config;
  database: Database;
  /** The clock of the catalogue's availability windows and age checks (tests fix it). */
  now?: () => Date;
  /** Where the log lines go instead of stdout (a test reading every line the app writes). */
  logStream?: { write(line: string): void };
  /** Where the request spans go, whatever the config says (a test's in-memory exporter). */
  spanExporter?: SpanExporter;
}

/** Builds the application: plugins in order (external -> app -> routes), nothing listens here. */
export async function buildApp({
  config,
  database,
  now,
  logStream,
  spanExporter,
}: AppOptions): Promise<FastifyInstance> {
  // the venues' gateway secrets are sealed and opened with the config's keys (ADR 116)
  useSecretKeys(config.SECRETS_KEYS);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      redact: logRedactPaths,
      // the request's id on the lines the services write through the app's logger (ADR 120)
      mixin: requestIdMixin,
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: 64 * 1024,
    // A client that connects and then sends slowly, or never finishes its body, is answered 408
    // and disconnected instead of holding its connection (docs/operations.md).
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      // How often Node looks for connections past those timeouts (its default, 30 s, would let
      // a stalled request live up to 30 s beyond its timeout).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.HTTP_HEADERS_TIMEOUT_MS / 4)),
    },
    trustProxy: config.TRUST_PROXY ?? false,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // The table's answers, every table call's (the whole table, hundreds of items and payments late in
  // an evening), are written as their views build them, field by field from the schema's output
  // type; every other answer is checked and stripped by its zod schema on the way out
  // (docs/decisions/077-the-table-answers-written-as-built.md).
  const writtenAsBuilt = new Set<unknown>([tableOrderSchema, manualPaymentSchema, callWaiterResponseSchema]);
  app.setSerializerCompiler((route) =>
    writtenAsBuilt.has(route.schema)
      ? (answer: unknown) => JSON.stringify(answer)
      : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]),
  );

  app.decorate('database', database);
  app.decorate('db', database.db);
  const venues = venueDeps(database.db, platformSettings(config));
  app.decorate('venues', venues);
  const catalog = catalogDeps(database.db, { now });
  app.decorate('catalog', catalog);

  await app.register(requestContextPlugin);
  await app.register(tracingPlugin, {
    otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    exporter: spanExporter,
    serviceName: config.OTEL_SERVICE_NAME,
    sampleRatio: config.TRACE_SAMPLE_RATIO,
  });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.googletagmanager.com', 'https://connect.facebook.net'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https://*.google-analytics.com', 'https://www.facebook.com'],
        frameSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // answers made per request go compressed when the client accepts it (ADR 053)
  app.addHook('onSend', compressJsonAnswer);
  await app.register(rateLimitsPlugin, { counter: rateLimitCounter(database) });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        version: '0.1.0',
        description:
          'The API the white-label storefront calls. The venue is chosen by the Host header. ' +
          'Errors are `{ key, message, params }` with the message in the `lang` header language.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  await app.register(errorsPlugin);
  await app.register(eventsPlugin, { database });
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, database });
  await app.register(sharedCachesPlugin, { venues, catalog });
  await app.register(plannerStatisticsPlugin, { seconds: config.PLANNER_STATISTICS_SECONDS });
  await app.register(inputGuardPlugin);
  await app.register(tenancyPlugin, {
    db: database.db,
    platformDomain: config.PLATFORM_DOMAIN,
    defaultInstance: config.DEFAULT_INSTANCE,
  });

  await app.register(healthRoutes);
  await app.register(tlsAskRoutes, { db: database.db, platformDomain: config.PLATFORM_DOMAIN });
  await app.register(venueRoutes, { venues, platformDomain: config.PLATFORM_DOMAIN });
  await app.register(venueStaffRoutes, { venues });
  // the platform's own console on platform.<PLATFORM_DOMAIN> (docs/decisions/123-platform-console.md)
  await app.register(platformConsoleRoutes, {
    database,
    config,
    venues,
    now: now ?? (() => new Date()),
  });
  // removed venues are deleted once their retention period has passed; every process may sweep
  repeatWhileOpen(app, 3_600_000, 'venue removals', () =>
    removeDueVenues(database, (now ?? (() => new Date()))()),
  );
  // the back office's branch settings: each module that owns a section gives its part (ADR 102)
  await app.register(branchesStaffRoutes, {
    venues,
    parts: [servicesPart, deliveryBranchSettings, bookingBranchSettings, paymentBranchSettings],
  });
  await app.register(placesStaffRoutes);
  await app.register(floorStaffRoutes);
  await app.register(catalogRoutes, { catalog });
  await app.register(profileRoutes, { createPerMinute: config.RATE_LIMIT_PROFILES_PER_MINUTE });
  await app.register(trackingRoutes, {
    perMinute: config.RATE_LIMIT_TRACKING_PER_MINUTE,
    clientErrorsPerMinute: config.RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE,
  });
  await app.register(paymentPlugin, {
    sandboxEnabled: config.PAYMENTS_SANDBOX
      ? config.PAYMENTS_SANDBOX === 'true'
      : config.NODE_ENV !== 'production',
    cardTokensPerMinute: config.RATE_LIMIT_CARD_TOKENS_PER_MINUTE,
    gateways: {
      wompiApiUrl: config.WOMPI_API_URL ?? null,
      wompiCheckoutUrl: config.WOMPI_CHECKOUT_URL ?? null,
      mercadoPagoApiUrl: config.MERCADO_PAGO_API_URL ?? null,
      timeoutMs: config.GATEWAY_TIMEOUT_MS,
    },
    ...(now ? { now } : {}),
  });
  await app.register(onTableRoutes);
  await app.register(onTableBillRoutes);
  await app.register(onTableEventsRoutes);
  await app.register(onTableStaffRoutes);
  await app.register(orderEntryStaffRoutes);
  await app.register(correctionsRoutes);
  await app.register(staffRoutes);
  await app.register(staffMembersRoutes);
  await app.register(auditLogRoutes);
  await app.register(staffKitchenRoutes);
  await app.register(staffAvailabilityRoutes);
  await app.register(menuEditorRoutes);
  await app.register(catalogTransferRoutes);
  await app.register(brandStaffRoutes);
  await app.register(staffSummaryRoutes);
  await app.register(cashUpRoutes);
  await app.register(mediaRoutes, { storage: mediaStorageFrom(config) });
  await app.register(printingPlugin, {
    pollMs: config.PRINT_POLL_MS,
    retryMs: config.PRINT_RETRY_MS,
    maxRetryMs: config.PRINT_RETRY_MAX_MS,
    timeoutMs: config.PRINT_TIMEOUT_MS,
    allowLoopback: config.PRINTERS_ALLOW_LOOPBACK === 'true',
    ports: config.PRINTER_PORTS,
  });
  await app.register(staffSessionRoutes, { signInPerMinute: config.RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE });
  // Delivery, the SMS codes and ordering share one clock (opening hours, slots, coupons, codes).
  const clock = now ?? (() => new Date());
  const sms = smsSenderFrom(config, database.db, app.log);
  const delivery = { db: database.db, geocoder: geocoderFrom(config), now: clock };
  const branches = new BranchContexts(database.db);
  onVenueReadsForgotten(venues, (instanceId) => branches.forget(instanceId));
  await app.register(deliveryPlugin, { deps: delivery });
  await app.register(smsRoutes, {
    deps: { db: database.db, sms, now: clock },
    sandboxInbox: sms.kind === 'outbox' && config.NODE_ENV !== 'production',
  });
  await app.register(orderingPlugin, {
    deps: {
      ...delivery,
      events: app.events,
      metrics: app.metrics,
      catalog,
      branches,
      refundPurchasePayments: (tx, instanceId, purchaseId) =>
        app.payments.refundPurchasePayments(tx, instanceId, purchaseId),
      collectAtHandover: (tx, instanceId, purchaseId, settledBy) =>
        app.payments.collectAtHandover(tx, instanceId, purchaseId, settledBy),
      methodsOffered: (instanceId) => app.payments.methodsOffered(instanceId),
    },
    ordersPerMinute: config.RATE_LIMIT_ORDERS_PER_MINUTE,
  });
  // bookings confirm the phone with the same SMS codes as checkout (the same code serves both)
  const phoneVerified = (instanceId: number, profileId: string, phone: string) =>
    isPhoneVerified({ db: database.db, now: clock }, instanceId, profileId, phone);
  await app.register(bookingPlugin, { config, phoneVerified, ...(now ? { now } : {}) });
  await app.register(staffConsolePlugin, { webDist: config.WEB_DIST ?? defaultWebDist });
  await app.register(staticPlugin, { webDist: config.WEB_DIST ?? defaultWebDist });
  // The config, a branch and a menu from their caches before the router (ADR 060). Not while every
  // request is logged: those lines are Fastify's, so a logged request takes Fastify's path.
  if (!['info', 'debug', 'trace'].includes(config.LOG_LEVEL))
    answerFirst(
      app,
      cachedReadPath({
        venueOf: (host) => app.tenancy.cachedVenue(host),
        securityHeaders: app.securityHeaders,
        reads: [...venueCachedReads(venues), ...catalogCachedReads(catalog)],
        observe: app.metrics.answered,
      }),
    );
  return app;
}
