/** Request URLs as they may be logged: smart-link tokens (`/{branch}/sl/{profile}/{token}`) and
 * `token=` query values are credentials and never reach the logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/sl\/[^/?#]+\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:token|card_number|cvc)=)[^&#]*/gi, '$1[redacted]');
}

/** The names a venue's gateway secrets travel under (issue 55): never logged, whatever their value. */
export const SECRET_FIELDS = [
  'private_key',
  'events_secret',
  'integrity_secret',
  'access_token',
  'client_secret',
  'webhook_secret',
  'credentials',
  'privateKey',
  'eventsSecret',
  'integritySecret',
  'accessToken',
  'clientSecret',
  'webhookSecret',
] as const;

/** Where a logged object may hold a secret field: at its top, or in one of these objects. */
const SECRET_HOLDERS = ['payments', 'settings', 'gateway', 'provider', 'body'] as const;

/** The logger's `redact` paths. Each is a fixed path: with pino's wildcard paths (`*.private_key`)
 * every log line, each request's two included, took several times as long, matching or not. A
 * secret logged deeper than these is not caught: log a secret only masked (`maskSecret`). */
export const logRedactPaths: string[] = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_FIELDS,
  ...SECRET_HOLDERS.flatMap((holder) => SECRET_FIELDS.map((field) => `${holder}.${field}`)),
];
