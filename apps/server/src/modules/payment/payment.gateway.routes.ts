import {
  type GatewayEdit,
  type GatewaySettings,
  gatewayEditSchema,
  gatewayKeyFieldsOf,
  gatewayKeyIssues,
  gatewayMode,
  gatewaySettingsSchema,
  gatewayTestAnswerSchema,
  isWebhookSecretField,
} from '@storefront/domain/payment/gateway-keys';
import type { PaymentProviderName } from '@storefront/domain/payment/payment-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorAnswers, NO_STORE, originOf } from '../../lib/http.ts';
import { maskSecret, SecretBoxError } from '../../lib/secret-box.ts';
import { processSecretBox } from '../../lib/secret-keys.ts';
import { auditActorOf, recordChange } from '../staff/audit-log.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { forgetVenueReads } from '../venue/venue.service.ts';
import { type PaymentDeps, providerContext } from './payment.deps.ts';
import { openSecretsLeniently } from './payment-secrets.ts';
import { defaultSettings, readStoredGateway, setGateway } from './payment-settings.repository.ts';
import { providerNamed } from './provider/provider-registry.ts';

// The back office's payment gateway (issue 55 "Must work" 6; docs/payments.md#venue-settings,
// ADR 116): owners and managers (`payments.configure`) choose the venue's gateway, enter its keys,
// and test the connection with the gateway's cheapest authenticated call. No answer, log line or
// error ever carries a key: the form reads whether each is set and its last 4 characters; the keys
// are stored sealed (payment-secrets.ts) and the audit log names the fields that changed.

/** Each key's value in memory: the stored ones opened (null where one does not open). */
type Keys = Record<string, string | null>;

async function storedKeys(
  db: Db,
  instanceId: number,
): Promise<{ provider: PaymentProviderName | null; keys: Keys }> {
  const stored = await readStoredGateway(db, instanceId);
  // a key that does not open (its key left SECRETS_KEYS) is set, its value unknown: null
  const opened = openSecretsLeniently(instanceId, stored);
  const keys: Keys = { ...opened.credentials };
  if (stored.webhookSecret !== null) keys.webhook_secret = opened.webhookSecret;
  return { provider: stored.provider, keys };
}

function answer(provider: string | null, keys: Keys, storedNames: ReadonlySet<string>): GatewaySettings {
  return {
    provider,
    mode: gatewayMode(provider, keys),
    keys: gatewayKeyFieldsOf(provider).map((field) => {
      const value = keys[field.name];
      return {
        name: field.name,
        secret: field.secret,
        set: storedNames.has(field.name),
        hint: value ? maskSecret(value) : null,
      };
    }),
    sealing: processSecretBox().sealing,
  };
}

/** The keys a save or a test is to use: those typed, and for the same gateway the stored ones the
 * form left blank; a key the gateway does not take is dropped. Refused with the first issue. */
function keysOf(edit: GatewayEdit, stored: { provider: string | null; keys: Keys }): Record<string, string> {
  const fields = gatewayKeyFieldsOf(edit.provider);
  const keys: Record<string, string> = {};
  for (const { name } of fields) {
    const typed = edit.credentials[name]?.trim();
    const kept = edit.provider === stored.provider ? stored.keys[name] : undefined;
    const value = typed || kept;
    if (value) keys[name] = value;
  }
  const [issue] = gatewayKeyIssues(edit.provider, keys);
  if (issue) throw new AppError(400, issue.key, issue.params);
  return keys;
}

const split = (keys: Record<string, string>) => ({
  webhookSecret: keys.webhook_secret ?? null,
  credentials: Object.fromEntries(Object.entries(keys).filter(([name]) => !isWebhookSecretField(name))),
});

const errors = errorAnswers(400, 401, 403, 409, 422, 502);

export const paymentGatewayRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.get(
    '/staff/payments/gateway.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          "The venue's payment gateway as the back office shows it: the provider, whether its keys are " +
          "test or live ones, and for each key whether it is set and its last 4 characters, never a key's " +
          'value; `sealing` false: the server has no SECRETS_KEYS and takes only the sandbox',
        headers: staffHeaders,
        response: { 200: gatewaySettingsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId } = await requireStaff(request);
      const stored = await storedKeys(app.db, instanceId);
      reply.header('cache-control', NO_STORE);
      return answer(stored.provider, stored.keys, new Set(Object.keys(stored.keys)));
    },
  );

  app.put(
    '/staff/payments/gateway.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          "Set the venue's gateway and its keys (`provider: null` removes it). A key left out or blank " +
          'keeps the stored one; a new gateway needs all of its keys, each with its documented prefix ' +
          '(400 gateway_key_required, gateway_key_invalid, gateway_keys_mixed_modes); a real gateway needs ' +
          "the server's SECRETS_KEYS (409 gateway_sealing_unavailable). Stored sealed, recorded in the " +
          'audit log by field name; answers as the GET',
        headers: staffHeaders,
        body: gatewayEditSchema,
        response: { 200: gatewaySettingsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId } = await requireStaff(request);
      const edit = request.body;
      const actor = await auditActorOf(request);
      const saved = await app.db.transaction(async (tx) => {
        const stored = await storedKeys(tx, instanceId);
        const keys = keysOf(edit, stored);
        try {
          await setGateway(tx, instanceId, edit.provider, split(keys));
        } catch (error) {
          if (error instanceof SecretBoxError && error.reason === 'no_key')
            throw new AppError(409, 'gateway_sealing_unavailable');
          throw error;
        }
        const changed = [...new Set([...Object.keys(stored.keys), ...Object.keys(keys)])]
          .filter((name) => stored.keys[name] !== keys[name])
          .sort();
        await recordChange(tx, instanceId, actor, {
          area: 'payments',
          action: 'gateway',
          subject: edit.provider ?? '-',
          // names only: a key's value never reaches the log
          before: { provider: stored.provider },
          after: { provider: edit.provider, mode: gatewayMode(edit.provider, keys), changed },
        });
        return keys;
      });
      request.log.info({ provider: edit.provider }, 'payment gateway set');
      forgetVenueReads(app.venues, instanceId);
      reply.header('cache-control', NO_STORE);
      return answer(edit.provider, saved, new Set(Object.keys(saved)));
    },
  );

  app.post(
    '/staff/payments/gateway/test.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          "Test the connection: the gateway's cheapest authenticated call with the keys given (those " +
          'left blank: the stored ones), saved or not, without moving money. 200 `{ ok: true }`, else ' +
          "the gateway's error (422) or gateway_connection_failed when it cannot be reached (502)",
        headers: staffHeaders,
        body: gatewayEditSchema,
        response: { 200: gatewayTestAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const edit = request.body;
      const gateway = edit.provider ? providerNamed(edit.provider) : null;
      if (!gateway) throw new AppError(409, 'payment_gateway_not_configured');
      const keys = keysOf(edit, await storedKeys(app.db, instanceId));
      const settings = { ...defaultSettings, provider: edit.provider, ...split(keys) };
      let outcome: Awaited<ReturnType<typeof gateway.testConnection>>;
      try {
        outcome = await gateway.testConnection(
          providerContext(deps, instanceId, settings, originOf(request)),
        );
      } catch (error) {
        // the error's name only: a gateway's message may quote what it was sent
        request.log.warn(
          { provider: edit.provider, error: (error as Error).name },
          'gateway connection test failed',
        );
        throw new AppError(502, 'gateway_connection_failed');
      }
      if (!outcome.ok) throw new AppError(422, outcome.key);
      return { ok: true as const, mode: gatewayMode(edit.provider, keys) };
    },
  );
};
