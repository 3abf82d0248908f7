import { themeContrastWarnings } from '@storefront/domain/theme/theme-contrast.rules';
import type { Brand } from '@storefront/domain/venue/brand.schema';
import { type Lang, langSchema } from '@storefront/domain/venue/venue.schema';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { SelectOptions } from '@storefront/ui/components/select-field.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useFirstErrorFocus } from '@storefront/ui/components/use-first-error-focus.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorText, FormError, SubmitButton } from '../app/form.tsx';
import { brandApi, brandKey } from './brand-api.ts';
import { BrandBanners } from './brand-banners.tsx';
import { BrandColours } from './brand-colours.tsx';
import { type BrandDraft, bodyOf, checkDraft, draftOf, refusedFields, withLegalText } from './brand-form.ts';
import { LandingLinks } from './brand-links.tsx';
import { ImageField } from './image-field.tsx';

// The venue's brand and settings (docs/back-office.md#brand): name, logos, colours with a live
// preview and the contrast check, languages, banners, landing links, legal texts, the locked
// notice's contacts, and country and currency while the venue has not sold. Checked by the venue
// import's schema before sending; saved whole over the version read, so a save over someone else's
// answers "someone changed this" with Reload (ADR 103, 105).

const allLangs = langSchema.options;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-line pt-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function BrandScreen() {
  const { t } = useTranslation();
  const brand = useQuery({ queryKey: brandKey, queryFn: brandApi.read });
  // kept above the form, which starts anew from each version it saves or reloads
  const [status, setStatus] = useState('');
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-3">
      <h1 className="text-xl font-bold text-title">{t('brand.title')}</h1>
      {brand.isPending ? (
        <Spinner label={t('loading')} />
      ) : brand.isError ? (
        <div className="flex flex-col items-start gap-2">
          <FormError error={errorText(t, brand.error)} />
          <button
            type="button"
            className="min-h-11 rounded-lg border border-line px-3"
            onClick={() => brand.refetch()}
          >
            {t('brand.retry')}
          </button>
        </div>
      ) : (
        <BrandForm key={brand.data.version} brand={brand.data} status={status} onStatus={setStatus} />
      )}
    </main>
  );
}

function BrandForm({
  brand,
  status,
  onStatus: setStatus,
}: {
  brand: Brand;
  status: string;
  onStatus: (status: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BrandDraft>(() => draftOf(brand));
  const [errors, setErrors] = useState<Record<string, true>>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { ref, reveal } = useFirstErrorFocus<HTMLFormElement>();
  const change = (patch: Partial<BrandDraft>) => {
    setDraft((now) => ({ ...now, ...patch }));
    setStatus('');
  };
  const langs = (draft.langs ?? []) as Lang[];
  const error = (path: string) => (errors[path] ? t('brand.fieldInvalid') : undefined);

  const reload = async () => {
    setFailure(null);
    await queryClient.invalidateQueries({ queryKey: brandKey });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setStatus('');
    const found = checkDraft(draft, brand.version);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure({ text: t('brand.checkFields'), stale: false });
      reveal();
      return;
    }
    // colours below AA: said beside the pickers; the first save asks, the second saves (ADR 103)
    if (themeContrastWarnings(draft.theme).length > 0 && !confirming) {
      setConfirming(true);
      reveal();
      return;
    }
    setBusy(true);
    try {
      const saved = await brandApi.save(bodyOf(draft, brand.version));
      queryClient.setQueryData(brandKey, saved);
      setStatus(t('brand.saved'));
    } catch (caught) {
      const stale = caught instanceof ApiError && caught.key === 'stale_edit';
      if (caught instanceof ApiError && caught.key === 'validation_failed')
        setErrors(refusedFields(caught.params.fields));
      setFailure({ text: errorText(t, caught), stale });
      reveal();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const legal = draft.legal ?? { terms: null, privacy: null };
  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Section title={t('brand.identity')}>
        <FieldInput
          label={t('brand.name')}
          value={draft.name}
          required
          maxLength={120}
          error={error('name')}
          onChange={(e) => change({ name: e.target.value })}
        />
        <p className="text-sm text-muted">{t('brand.imageHint')}</p>
        <ImageField
          label={t('brand.logo')}
          value={draft.header.logo}
          error={error('header.logo')}
          onChange={(logo) => change({ header: { logo: logo ?? '' } })}
        />
        <ImageField
          label={t('brand.splashLogo')}
          value={draft.preload?.logo ?? null}
          error={error('preload.logo')}
          onChange={(logo) => change({ preload: { logo } })}
        />
        <ImageField
          label={t('brand.favicon')}
          value={draft.meta?.favicon ?? null}
          error={error('meta.favicon')}
          onChange={(favicon) => change({ meta: { favicon } })}
        />
        <ImageField
          label={t('brand.landingLogo')}
          value={draft.linktree_logo?.thumb ?? null}
          error={error('linktree_logo.thumb')}
          onChange={(thumb) => change({ linktree_logo: { thumb } })}
        />
      </Section>

      <Section title={t('brand.colours')}>
        <BrandColours
          theme={draft.theme}
          errors={errors}
          onChange={(theme) => {
            change({ theme });
            setConfirming(false);
          }}
        />
      </Section>

      <Section title={t('brand.languages')}>
        <fieldset data-invalid={Boolean(errors.langs) || undefined} className="flex flex-col gap-1">
          <legend className="font-medium">{t('brand.offered')}</legend>
          {allLangs.map((lang) => (
            <label key={lang} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-6"
                checked={langs.includes(lang)}
                onChange={(e) =>
                  change({
                    langs: e.target.checked
                      ? allLangs.filter((l) => l === lang || langs.includes(l))
                      : langs.filter((l) => l !== lang),
                  })
                }
              />
              {t(`brand.langs.${lang}`)}
            </label>
          ))}
          {errors.langs && <p className="text-red-800">{t('brand.langsInvalid')}</p>}
        </fieldset>
        <FieldSelect
          label={t('brand.defaultLang')}
          value={draft.language}
          error={errors.language ? t('brand.defaultLangInvalid') : undefined}
          onChange={(e) => change({ language: e.target.value as Lang })}
        >
          <SelectOptions
            options={allLangs.map((lang) => ({ value: lang, label: t(`brand.langs.${lang}`) }))}
          />
        </FieldSelect>
      </Section>

      <Section title={t('brand.banners.heading')}>
        <BrandBanners
          banners={draft.banners}
          langs={langs}
          errors={errors}
          onChange={(banners) => change({ banners })}
        />
      </Section>

      <Section title={t('brand.links.title')}>
        <LandingLinks draft={draft} errors={errors} onChange={change} />
      </Section>

      <Section title={t('brand.legal.title')}>
        {(['terms', 'privacy'] as const).map((kind) =>
          langs.map((lang) => (
            <label key={`${kind}-${lang}`} className="flex flex-col gap-1">
              <span className="font-medium">
                {t(`brand.legal.${kind}`, { lang: t(`brand.langs.${lang}`) })}
              </span>
              <textarea
                className="min-h-28 rounded-lg border border-line p-2"
                value={legal[kind]?.[lang] ?? ''}
                maxLength={50_000}
                aria-invalid={Boolean(errors[`legal.${kind}.${lang}`] || errors[`legal.${kind}`])}
                onChange={(e) =>
                  change({ legal: { ...legal, [kind]: withLegalText(legal[kind], lang, e.target.value) } })
                }
              />
            </label>
          )),
        )}
      </Section>

      <Section title={t('brand.contacts.title')}>
        <p className="text-sm text-muted">{t('brand.contacts.hint')}</p>
        <FieldInput
          label={t('brand.contacts.email')}
          type="email"
          inputMode="email"
          value={draft.notice_contacts?.email ?? ''}
          error={error('notice_contacts.email')}
          onChange={(e) =>
            change({
              notice_contacts: {
                phone: null,
                ...draft.notice_contacts,
                email: e.target.value.trim() || null,
              },
            })
          }
        />
        <FieldInput
          label={t('brand.contacts.phone')}
          type="tel"
          value={draft.notice_contacts?.phone ?? ''}
          error={error('notice_contacts.phone')}
          onChange={(e) =>
            change({
              notice_contacts: {
                email: null,
                ...draft.notice_contacts,
                phone: e.target.value.trim() || null,
              },
            })
          }
        />
      </Section>

      <Section title={t('brand.money.title')}>
        <p className="text-sm text-muted">{brand.sold ? t('brand.money.fixed') : t('brand.money.open')}</p>
        <FieldInput
          label={t('brand.money.country')}
          value={draft.country_code}
          disabled={brand.sold}
          maxLength={2}
          error={error('country_code')}
          onChange={(e) => change({ country_code: e.target.value.toUpperCase() })}
        />
        <FieldInput
          label={t('brand.money.currency')}
          value={draft.currency}
          disabled={brand.sold}
          maxLength={3}
          error={error('currency')}
          onChange={(e) => change({ currency: e.target.value.toUpperCase() })}
        />
      </Section>

      <div className="sticky bottom-0 flex flex-col gap-2 border-t border-line bg-page py-3">
        {failure && (
          <div className="flex flex-wrap items-center gap-2">
            <FormError error={failure.text} />
            {failure.stale && (
              <button
                type="button"
                className="min-h-11 rounded-lg border border-line px-3 font-semibold"
                onClick={reload}
              >
                {t('brand.reload')}
              </button>
            )}
          </div>
        )}
        {confirming && (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
            {t('brand.contrast.confirm')}
          </p>
        )}
        <SubmitButton busy={busy}>{confirming ? t('brand.saveAnyway') : t('brand.save')}</SubmitButton>
        <p aria-live="polite" className="text-sm">
          {status}
        </p>
      </div>
    </form>
  );
}
