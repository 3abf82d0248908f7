import type { EditorCatalog } from '@storefront/domain/catalog/menu-editor.schema';
import { mediaSources } from '@storefront/domain/media/media.rules';
import { FieldInput } from '@storefront/ui/components/field.tsx';
import { useFirstErrorFocus } from '@storefront/ui/components/use-first-error-focus.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { errorText } from '../app/form.tsx';
import { menuKey } from './menu-api.ts';
import { type Built, type FieldErrors, type LangText, refusedFields } from './menu-form.ts';

// What the menu editor's forms share: text per language, a photo, a save that sends the version
// read and says "someone changed this" with Reload on 409 stale_edit, or marks the fields a 400
// names and moves the focus to the first of them.

export const buttonClass =
  'min-h-11 min-w-11 rounded-lg border border-line px-3 font-medium disabled:opacity-40';
export const primaryClass =
  'min-h-12 rounded-lg bg-brand px-4 font-semibold text-on-brand disabled:opacity-60';

/** A save's refusal: its words, and whether it was someone else's save in between. */
export interface Failure {
  text: string;
  stale: boolean;
}

/** A form's save: checks the draft, sends it, and on refusal shows why at the fields or above. */
export function useMenuSave() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const { ref, reveal } = useFirstErrorFocus<HTMLFormElement>();
  const run = async <B, R>(built: Built<B>, send: (body: B) => Promise<R>): Promise<R | null> => {
    setFailure(null);
    if (!built.ok) {
      setErrors(built.errors);
      setFailure({ text: t('menu.checkFields'), stale: false });
      reveal();
      return null;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await send(built.body);
      await queryClient.invalidateQueries({ queryKey: menuKey });
      return saved;
    } catch (caught) {
      if (caught instanceof ApiError && caught.key === 'validation_failed')
        setErrors(refusedFields(caught.params.fields));
      setFailure({
        text: errorText(t, caught),
        stale: caught instanceof ApiError && caught.key === 'stale_edit',
      });
      reveal();
      return null;
    } finally {
      setBusy(false);
    }
  };
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  return { ref, run, busy, failure, setFailure, errors, error };
}

/** A list's one-click change (archive, restore, duplicate): on success the catalogue is read anew
 * and `done` said in the polite status; a refusal goes to `failure` (Reload on someone's save). */
export function useMenuAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const act = async (run: () => Promise<unknown>, done: string) => {
    setFailure(null);
    setStatus('');
    try {
      await run();
      await queryClient.invalidateQueries({ queryKey: menuKey });
      setStatus(done);
    } catch (caught) {
      setFailure({
        text: errorText(t, caught),
        stale: caught instanceof ApiError && caught.key === 'stale_edit',
      });
    }
  };
  const reload = async () => {
    setFailure(null);
    await queryClient.invalidateQueries({ queryKey: menuKey });
  };
  return { act, status, setStatus, failure, reload };
}

/** A list row's Archive, or Restore when archived, named after the row. */
export function ArchiveButton({
  name,
  archived,
  onClick,
}: {
  name: string;
  archived: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={buttonClass}
      aria-label={archived ? t('menu.restoreNamed', { name }) : t('menu.archiveNamed', { name })}
      onClick={onClick}
    >
      {archived ? t('menu.restore') : t('menu.archive')}
    </button>
  );
}

/** A refusal in an alert; someone else's save in between offers Reload (the catalogue read anew).
 * With fields marked, it is a polite status, so the focus goes to the first field in error. */
export function SaveFailure({
  failure,
  onReload,
  atFields = false,
}: {
  failure: Failure | null;
  onReload: () => void;
  atFields?: boolean;
}) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <div
      role={atFields ? 'status' : 'alert'}
      className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-3 font-medium text-red-800"
    >
      <p>{failure.text}</p>
      {failure.stale && (
        <button type="button" className={buttonClass} onClick={onReload}>
          {t('menu.reload')}
        </button>
      )}
    </div>
  );
}

/** A menu editor form: its title, why a save was refused (Reload on someone else's save: the
 * catalogue read anew and the form closed), its fields, then Save, Cancel and `actions`
 * (archive, restore), and `footer` below them. */
export function MenuForm({
  save,
  title,
  onSubmit,
  onDone,
  actions,
  footer,
  children,
}: {
  save: ReturnType<typeof useMenuSave>;
  title: string;
  onSubmit: () => void;
  onDone: () => void;
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <form
      ref={save.ref}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <SaveFailure
        failure={save.failure}
        atFields={Object.keys(save.errors).length > 0}
        onReload={async () => {
          save.setFailure(null);
          await queryClient.invalidateQueries({ queryKey: menuKey });
          onDone();
        }}
      />
      {children}
      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        <button type="submit" className={primaryClass} disabled={save.busy} aria-busy={save.busy}>
          {t('menu.save')}
        </button>
        <button type="button" className={buttonClass} onClick={onDone}>
          {t('menu.cancel')}
        </button>
        {actions}
      </div>
      {footer}
    </form>
  );
}

/** One text field per venue language (Spanish first, required). */
export function LangFields({
  label,
  field,
  value,
  languages,
  onChange,
  error,
  multiline = false,
}: {
  label: string;
  field: string;
  value: LangText;
  languages: readonly string[];
  onChange: (value: LangText) => void;
  error: (path: string) => string | undefined;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{label}</legend>
      {languages.map((lang) =>
        multiline ? (
          <TextArea
            key={lang}
            label={t('menu.inLang', { what: label, lang: t(`menu.langs.${lang}`) })}
            value={value[lang] ?? ''}
            error={error(`${field}.${lang}`)}
            onChange={(text) => onChange({ ...value, [lang]: text })}
          />
        ) : (
          <FieldInput
            key={lang}
            label={t('menu.inLang', { what: label, lang: t(`menu.langs.${lang}`) })}
            value={value[lang] ?? ''}
            maxLength={2000}
            required={lang === 'es'}
            error={error(`${field}.${lang}`)}
            onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
          />
        ),
      )}
    </fieldset>
  );
}

function TextArea({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={2}
        maxLength={2000}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-lg border border-line bg-page p-3 text-on-page"
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-title">
          {error}
        </p>
      )}
    </div>
  );
}

/** The URL a list's thumbnail shows: an uploaded photo's smallest WebP, else the image's path. */
export function imageUrl(image: string | null): string | null {
  if (!image) return null;
  const media = mediaSources(image);
  if (!media) return image;
  return media.sources.find((source) => source.format === 'webp')?.url ?? media.fallback;
}

/** A checkbox with its label, a 24px target at least; `hideLabel` keeps the label for screen readers only. */
export function Check({
  label,
  checked,
  onChange,
  hideLabel = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hideLabel?: boolean;
}) {
  return (
    <label className="flex min-h-11 min-w-11 items-center gap-2">
      <input
        type="checkbox"
        className="size-6 shrink-0 accent-[var(--color-brand)]"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={hideLabel ? 'sr-only' : undefined}>{label}</span>
    </label>
  );
}

/** A group of checkboxes under its legend, with its error. */
export function Checks<T extends string | number>({
  legend,
  options,
  value,
  label,
  onChange,
  error,
}: {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  label: (option: T) => string;
  onChange: (value: T[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-1" data-invalid={error ? 'true' : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-4">
        {options.map((option) => (
          <Check
            key={option}
            label={label(option)}
            checked={value.includes(option)}
            onChange={(on) => onChange(on ? [...value, option] : value.filter((x) => x !== option))}
          />
        ))}
      </div>
      {error && <p className="text-sm font-semibold text-title">{error}</p>}
    </fieldset>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 border-t border-line pt-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The catalogue's branch names by id. */
export const branchName = (catalog: EditorCatalog, id: number) =>
  catalog.branches.find((branch) => branch.id === id)?.name ?? String(id);
