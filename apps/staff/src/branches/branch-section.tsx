import { useFirstErrorFocus } from '@storefront/ui/components/use-first-error-focus.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { createContext, type FormEvent, type ReactNode, useContext, useId, useState } from 'react';
import { errorText, SubmitButton } from '../app/form.tsx';
import { type BranchSettings, branchesApi, type SectionSave, settingsKey } from './branches-api.ts';

// One section of a branch's settings as a form of its own: saved alone over the branch's version
// (PUT /staff/branches/{branch}/settings.json), its refusal in an alert that takes the focus, and
// "someone changed this" with Reload when another save came first (ADR 102, 105).

/** Called once a Reload has read the branch anew: the screen starts its sections from what it read
 * (a save does not: the other sections keep their drafts, and the saved one its "Saved."). */
export const Reloaded = createContext<() => void>(() => {});

/** A section's value, or the translated text of what the screen found wrong before sending. */
export type Built<T> = { value: T } | { problem: string };

export function SectionForm<S extends SectionSave['section']>({
  branch,
  settings,
  section,
  title,
  build,
  children,
}: {
  branch: string;
  settings: BranchSettings;
  section: S;
  title: string;
  build: () => Built<Extract<SectionSave, { section: S }>['value']>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const { ref, reveal } = useFirstErrorFocus<HTMLFormElement>();
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const reloaded = useContext(Reloaded);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setStatus('');
    const built = build();
    if ('problem' in built) {
      setFailure({ text: built.problem, stale: false });
      reveal();
      return;
    }
    setBusy(true);
    try {
      const saved = await branchesApi.save(branch, {
        section,
        version: settings.version,
        value: built.value,
      } as SectionSave);
      queryClient.setQueryData(settingsKey(branch), saved);
      setStatus(t('branches.saved'));
    } catch (caught) {
      setFailure({
        text: errorText(t, caught),
        stale: caught instanceof ApiError && caught.key === 'stale_edit',
      });
      reveal();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-line pt-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <form ref={ref} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        {failure && (
          <div
            role="alert"
            tabIndex={-1}
            className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-3"
          >
            <p className="font-medium text-red-800">{failure.text}</p>
            {failure.stale && (
              <button
                type="button"
                className="min-h-11 rounded-lg border border-line bg-page px-3"
                onClick={async () => {
                  await queryClient.invalidateQueries({ queryKey: settingsKey(branch) });
                  setFailure(null);
                  reloaded();
                }}
              >
                {t('branches.reload')}
              </button>
            )}
          </div>
        )}
        {children}
        <SubmitButton busy={busy}>{t('branches.save', { section: title })}</SubmitButton>
        <p aria-live="polite" className="text-sm text-muted">
          {status}
        </p>
      </form>
    </section>
  );
}

/** A checkbox with its label, a 24 px target at least. */
export function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="checkbox"
        className="size-6"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** A small secondary button (add, remove). */
export function SmallButton({
  onClick,
  children,
  label,
}: {
  onClick: () => void;
  children: ReactNode;
  label?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="min-h-11 self-start rounded-lg border border-line px-3"
    >
      {children}
    </button>
  );
}
