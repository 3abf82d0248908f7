import { z } from 'zod';
import { KEY_BYTES, type SecretKey } from './lib/secret-box.ts';

// Environment parsed once at start (architecture; Epic Stack habit): a bad value stops the
// process with every offending name listed.
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PLATFORM_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/, 'a bare domain like storefront.example.com')
      .default('localhost'),
    DEFAULT_INSTANCE: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Observability (docs/operations.md#metrics, ADR 120): the bearer token Prometheus sends to
    // `GET /metrics` (unset: no metrics are collected and /metrics answers 404, never open), and an
    // OTLP/HTTP collector for the traces (unset: no traces, OpenTelemetry is not even loaded).
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{16,200}$/, '16 to 200 printable characters (openssl rand -hex 32)')
      .optional(),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    OTEL_SERVICE_NAME: z.string().min(1).max(100).default('storefront'),
    // the share of requests traced (0 to 1) when no caller's `traceparent` decides
    TRACE_SAMPLE_RATIO: z.coerce.number().min(0).max(1).default(1),
    WEB_DIST: z.string().optional(),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    PLATFORM_NAME: z.string().default('Storefront'),
    PLATFORM_DIRECTORY_URL: z.string().optional(),
    PLATFORM_SIGNUP_URL: z.string().optional(),
    PLATFORM_CONTACT_EMAIL: z.string().optional(),
    PLATFORM_CONTACT_PHONE: z.string().optional(),
    CONSENT_URL: z.string().default('/consent'),
    // Behind a load balancer or reverse proxy (several server processes on one database): which
    // proxies to believe about the client (X-Forwarded-For/-Host/-Proto), so rate limits count
    // diners, not the proxy: `true` (any peer) or the proxies' addresses/CIDRs, comma separated.
    // Unset: none (the socket's peer is the client).
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|[\d.:a-fA-F/]+(,\s*[\d.:a-fA-F/]+)*)$/, "true, or the proxies' addresses/CIDRs")
      .transform((value): boolean | string[] =>
        value === 'true' || value === 'false'
          ? value === 'true'
          : value.split(',').map((part) => part.trim()),
      )
      .optional(),
    // HTTP timeouts (docs/operations.md): a client must send its headers within
    // HTTP_HEADERS_TIMEOUT_MS and its whole request (headers and body) within HTTP_REQUEST_TIMEOUT_MS
    // of connecting, else it gets 408 and the connection is closed; an idle kept-alive connection is
    // closed after HTTP_KEEP_ALIVE_TIMEOUT_MS (keep it above a load balancer's idle timeout).
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
    // On SIGTERM, how long to keep serving with /healthz answering 503 `draining` before closing, so
    // a load balancer's health check takes the process out first (deploy/, ADR 122). 0: close at once.
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    // Requests per minute per client (IP + host) on the diner-facing writes (spec §7). Profiles are
    // created before a diner has one, so only the address counts: 300 fits a 200-seat room whose
    // diners all arrive at once on the venue's Wi-Fi (docs/operations.md#rate-limits).
    RATE_LIMIT_PROFILES_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    // Sessions, tracking and the consent frame's reload every 30 s: a 200-seat room alone makes
    // 400 consent reloads a minute, so the per-address figure is sized for the room.
    RATE_LIMIT_TRACKING_PER_MINUTE: z.coerce.number().int().min(1).default(3_000),
    RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    // Payments (docs/payments.md): card tokens one client may ask the sandbox gateway for per minute,
    // and whether the sandbox gateway takes payments at all (default: everywhere but production,
    // where test cards must never buy anything).
    RATE_LIMIT_CARD_TOKENS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    // Delivery and take-away orders one diner (profile) may place per minute (docs/operations.md#rate-limits);
    // the bench raises it to place thousands of orders with ten diners.
    RATE_LIMIT_ORDERS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    // Table bookings (docs/bookings.md) one client (IP + host) may send per minute.
    RATE_LIMIT_BOOKINGS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    // staff sign-in, invitation and pairing attempts a minute per address and host (docs/staff-api.md)
    RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    // Seconds between two looks at which tables' planner statistics are due, as autovacuum's rule
    // has it, and ANALYZE of those (docs/decisions/072-planner-statistics-kept-fresh.md); 0: never.
    PLANNER_STATISTICS_SECONDS: z.coerce.number().int().min(0).max(3_600).default(5),
    PAYMENTS_SANDBOX: z.enum(['true', 'false']).optional(),
    // Where the real gateways answer (docs/payments.md#connecting-a-real-gateway). Unset in
    // production: each provider's own hosts, chosen by the venue's keys (test or live). Tests set
    // them to the local doubles they start.
    WOMPI_API_URL: z.url().optional(),
    WOMPI_CHECKOUT_URL: z.url().optional(),
    MERCADO_PAGO_API_URL: z.url().optional(),
    // How long a call to a gateway may take before the diner is answered 503 and nothing is charged
    // twice (the retry asks the gateway by reference first).
    GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    // Keys sealing the venues' gateway secrets (docs/operations.md#gateway-secrets, lib/secret-box.ts):
    // `<keyId>:<base64 of 32 bytes>`, comma separated; the first seals, every one opens (rotation).
    // Unset: no real gateway's keys can be stored (the sandbox's secret is kept as given: ADR 116);
    // there is never a default key.
    SECRETS_KEYS: z
      .string()
      .regex(/^[\w-]{1,32}:[\w+/=-]+(,\s*[\w-]{1,32}:[\w+/=-]+)*$/, '<keyId>:<base64 of 32 bytes>,…')
      .transform((value, ctx): SecretKey[] => {
        const keys = value.split(',').map((entry) => {
          const [id, material] = entry.trim().split(':') as [string, string];
          return { id, key: Buffer.from(material, 'base64') };
        });
        // the message names the key id, never its bytes
        for (const [index, { id, key }] of keys.entries()) {
          if (key.length !== KEY_BYTES) {
            ctx.addIssue({
              code: 'custom',
              message: `key "${id}" is not ${KEY_BYTES} bytes (openssl rand -base64 32)`,
            });
          }
          if (keys.findIndex((other) => other.id === id) !== index) {
            ctx.addIssue({ code: 'custom', message: `key id "${id}" appears twice` });
          }
        }
        return keys;
      })
      .optional(),
    // <venue-slug>:<token>,… staff API tokens provisioned at start (docs/staff-api.md)
    STAFF_TOKENS: z
      .string()
      .regex(/^[a-z0-9-]+:stf_[\w-]{16,200}(,[a-z0-9-]+:stf_[\w-]{16,200})*$/, '<venue-slug>:stf_<token>,…')
      .optional(),
    // Delivery adapters (architecture §8; docs/decisions/016-delivery.md): a Nominatim-compatible
    // geocoder instead of the offline gazetteer, an SMS gateway instead of the outbox table.
    GEOCODER_URL: z
      .string()
      .regex(/^https?:\/\//, 'an http(s) URL')
      .optional(),
    GEOCODER_USER_AGENT: z.string().max(200).optional(),
    SMS_HTTP_URL: z
      .string()
      .regex(/^https?:\/\//, 'an http(s) URL')
      .optional(),
    SMS_HTTP_TOKEN: z.string().max(500).optional(),
    // Photos uploaded in the back office (docs/operations.md#photos, ADR 101): a folder of this
    // machine (default <DATA_DIR>/media), or an S3-compatible bucket when MEDIA_S3_ENDPOINT is set
    // (every server process of a platform must share one store).
    MEDIA_DIR: z.string().min(1).optional(),
    MEDIA_S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\//, 'an http(s) URL')
      .optional(),
    MEDIA_S3_BUCKET: z.string().min(3).max(63).optional(),
    MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
    MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    MEDIA_S3_PREFIX: z
      .string()
      .regex(/^[\w./-]*$/, 'letters, digits, ., _, - and /')
      .optional(),
    // Ticket printers (docs/operations.md#ticket-printers, ADR 109): how often each process looks
    // at the print queue (0: never, this process prints nothing), the wait after a printer's first
    // failure (doubled per failure in a row up to PRINT_RETRY_MAX_MS), how long connecting and
    // handing a ticket over may take, and whether a printer may be on the server's own machine
    // (loopback: tests, or a printer forwarded to it; never where venues are not trusted).
    PRINT_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    PRINT_RETRY_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
    PRINT_RETRY_MAX_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
    PRINT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    PRINTERS_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
    // the ports a printer may be named with (a venue must not make the server write to other
    // services of the network): `min-max`, by default the raw printing ports
    PRINTER_PORTS: z
      .string()
      .regex(/^\d{1,5}-\d{1,5}$/, 'a range like 9100-9109')
      .transform((value) => {
        const [min, max] = value.split('-').map(Number) as [number, number];
        return { min, max };
      })
      .refine(
        (range) => range.min >= 1 && range.min <= range.max && range.max <= 65_535,
        'min-max within 1-65535',
      )
      .default({ min: 9100, max: 9109 }),
  })
  .refine(
    (env) =>
      !env.MEDIA_S3_ENDPOINT ||
      (env.MEDIA_S3_BUCKET && env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY),
    {
      path: ['MEDIA_S3_ENDPOINT'],
      message: 'needs MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY',
    },
  )
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_MS <= env.HTTP_REQUEST_TIMEOUT_MS, {
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
    message: 'must not exceed HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)',
  });

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
