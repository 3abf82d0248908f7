import {
  type GatewayEdit,
  type GatewayMode,
  type GatewaySettings,
  gatewayKeyFieldsOf,
  gatewayMode,
} from '@storefront/domain/payment/gateway-keys';
import { paymentProviders } from '@storefront/domain/payment/payment-settings.schema';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useFirstErrorFocus } from '@storefront/ui/components/use-first-error-focus.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { type FormEvent, useId, useState } from 'react';
import { errorText, FormError, SubmitButton } from '../app/form.tsx';
import { gatewayApi, gatewayKey } from './gateway-api.ts';

// The venue's payment gateway in the back office (docs/payments.md#venue-settings, ADR 116): the
// provider, its keys in fields that are never filled in (a secret is typed, never shown: each says
// whether it is set and its last 4 characters), whether they are test or live keys, Save, and
// "Test the connection" with the keys saved or just typed. Owners and managers.

export function GatewaySection() {
  const { t } = useTranslation();
  const headingId = useId();
  const gateway = useQuery({ queryKey: gatewayKey, queryFn: gatewayApi.read });
  // above the form, which starts anew from each answer: "Saved." outlives the save that said it
  const [status, setStatus] = useState('');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-line pt-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('gateway.title')}
      </h2>
      {gateway.isPending ? (
        <Spinner label={t('loading')} />
      ) : gateway.isError ? (
        <FormError error={errorText(t, gateway.error)} />
      ) : (
        // starts anew from each answer the server gives (a save, a reload): nothing typed survives it
        <GatewayForm key={JSON.stringify(gateway.data)} stored={gateway.data} onStatus={setStatus} />
      )}
      <p aria-live="polite" className="text-sm text-muted">
        {status}
      </p>
    </section>
  );
}

/** A refusal: on the field it names (gateway_key_required, gateway_key_invalid), else the form's. */
interface Failure {
  text: string;
  field?: string;
}

function GatewayForm({ stored, onStatus }: { stored: GatewaySettings; onStatus: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { ref, reveal } = useFirstErrorFocus<HTMLFormElement>();
  const [provider, setProvider] = useState(stored.provider ?? '');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);

  const chosen = provider || null;
  const same = chosen === stored.provider;
  const fields = gatewayKeyFieldsOf(chosen);
  const label = (name: string) => t(`gateway.fields.${name}`, { defaultValue: name });
  const mode: GatewayMode | null =
    gatewayMode(chosen, typed) ?? (same && Object.values(typed).every((v) => !v) ? stored.mode : null);

  const edit = (): GatewayEdit => ({
    provider: chosen as GatewayEdit['provider'],
    credentials: Object.fromEntries(Object.entries(typed).filter(([, value]) => value.trim() !== '')),
  });

  const refused = (caught: unknown) => {
    const field = caught instanceof ApiError ? caught.params.field : undefined;
    setFailure(
      typeof field === 'string' && caught instanceof ApiError
        ? { field, text: t(`errors:${caught.key}`, { ...caught.params, field: label(field) }) }
        : { text: errorText(t, caught) },
    );
    reveal();
  };

  const run = async (what: 'save' | 'test') => {
    setFailure(null);
    onStatus('');
    setBusy(what);
    try {
      if (what === 'save') {
        const saved = await gatewayApi.save(edit());
        queryClient.setQueryData(gatewayKey, saved);
        onStatus(t('gateway.saved'));
      } else {
        const answer = await gatewayApi.test(edit());
        onStatus(t('gateway.testOk', { mode: t(`gateway.mode.${answer.mode ?? 'unknown'}`) }));
      }
    } catch (caught) {
      refused(caught);
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run('save');
  };

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('gateway.intro')}</p>
      {failure && !failure.field && (
        <div role="alert" tabIndex={-1} className="rounded-lg bg-red-50 p-3">
          <p className="font-medium text-red-800">{failure.text}</p>
        </div>
      )}
      <FieldSelect
        label={t('gateway.provider')}
        value={provider}
        onChange={(e) => {
          setProvider(e.target.value);
          setTyped({});
          setFailure(null);
        }}
      >
        <option value="">{t('gateway.none')}</option>
        {paymentProviders.map((name) => (
          <option key={name} value={name}>
            {t(`gateway.providers.${name}`, { defaultValue: name })}
          </option>
        ))}
      </FieldSelect>
      {mode && (
        <p>
          <span
            className={`inline-block rounded-full px-3 py-1 text-sm font-medium ${
              mode === 'live' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
            }`}
          >
            {t(`gateway.mode.${mode}`)}
          </span>
        </p>
      )}
      {chosen && chosen !== 'sandbox' && !stored.sealing && (
        <p className="text-sm text-red-800">{t('gateway.noSealing')}</p>
      )}
      {fields.map((field) => {
        const state = same ? stored.keys.find((key) => key.name === field.name) : undefined;
        // set without a hint: stored under a key this server no longer holds (type it again)
        const hint = state?.set
          ? state.hint
            ? t('gateway.setEnding', { last: state.hint.replace(/^\*+/, '') })
            : t('gateway.unreadable')
          : t('gateway.notSet');
        return (
          <FieldInput
            key={field.name}
            label={`${label(field.name)} (${hint})`}
            type={field.secret ? 'password' : 'text'}
            autoComplete="off"
            spellCheck={false}
            placeholder={state?.set ? t('gateway.keep') : ''}
            value={typed[field.name] ?? ''}
            error={failure?.field === field.name ? failure.text : null}
            onChange={(e) => setTyped({ ...typed, [field.name]: e.target.value })}
          />
        );
      })}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy === 'save'}>{t('gateway.save')}</SubmitButton>
        {chosen && (
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => void run('test')}
            className="min-h-11 rounded-lg border border-line px-3"
          >
            {busy === 'test' ? t('gateway.testing') : t('gateway.test')}
          </button>
        )}
      </div>
    </form>
  );
}
