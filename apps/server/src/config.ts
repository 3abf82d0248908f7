import { z } from 'zod';

// Environment parsed once at start (architecture; Epic Stack habit): a bad value stops the
// process with every offending name listed.
const envSchema = z.object({
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
      value === 'true' || value === 'false' ? value === 'true' : value.split(',').map((part) => part.trim()),
    )
    .optional(),
  // Requests per minute per client (IP + host) on the diner-facing writes (spec §7).
  RATE_LIMIT_PROFILES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_TRACKING_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // Payments (docs/payments.md): card tokens one client may ask the sandbox gateway for per minute,
  // and whether the sandbox gateway takes payments at all (default: everywhere but production,
  // where test cards must never buy anything).
  RATE_LIMIT_CARD_TOKENS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // Table bookings (docs/bookings.md) one client (IP + host) may send per minute.
  RATE_LIMIT_BOOKINGS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  PAYMENTS_SANDBOX: z.enum(['true', 'false']).optional(),
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
