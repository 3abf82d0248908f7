import { Field, FieldInput, inputClass } from '@storefront/ui/components/field.tsx';
import { useFirstErrorFocus } from '@storefront/ui/components/use-first-error-focus.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { TFunction } from '@storefront/ui/i18n/translator.ts';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { type FormEvent, type ReactNode, useState } from 'react';

// The console's forms: labelled fields (the storefront's Field), the server's translated error in
// an alert the focus moves to, the submit button busy while sending.

/** A refusal's text in the console's language: the server's error by its key, else a generic one. */
export function errorText(t: TFunction, caught: unknown): string {
  return caught instanceof ApiError
    ? t(`errors:${caught.key}`, { ...caught.params, defaultValue: caught.message })
    : t('errors:internal_error');
}

export function useSubmit<T>(run: () => Promise<T>, onDone: (value: T) => void) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { ref, reveal } = useFirstErrorFocus<HTMLFormElement>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onDone(await run());
    } catch (caught) {
      setError(errorText(t, caught));
      reveal();
    } finally {
      setBusy(false);
    }
  };
  return { ref, onSubmit, error, busy };
}

/** What every console field takes: its label, and its value as the screen's state holds it. */
interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  invalid,
}: FieldProps & {
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  invalid?: boolean;
}) {
  return (
    <Field label={label}>
      {(props) => (
        <input
          {...props}
          aria-invalid={Boolean(invalid)}
          className={inputClass}
          type={type}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** An e-mail field: the e-mail keyboard, and `username` where it names the one signing in. */
export function EmailField(props: FieldProps & { autoComplete?: 'username' }) {
  return <TextField {...props} type="email" inputMode="email" />;
}

/** A password field: the browser's password manager fills `current-password` and offers `new-password`. */
export function PasswordField(props: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <TextField {...props} type="password" />;
}

/** A date input under its label, as the day screens (bookings, summary) pick their day. */
export function DateField({ label, value, onChange }: FieldProps) {
  return <FieldInput label={label} type="date" value={value} onChange={(e) => onChange(e.target.value)} />;
}

/** A console form: an optional heading, the error first, its fields, its button, then what it
 * reports in a polite live region (`status`) or any other control (`after`). */
export function SubmitForm({
  form,
  heading,
  submit,
  children,
  status,
  statusClass,
  after,
}: {
  form: ReturnType<typeof useSubmit>;
  heading?: string;
  submit: string;
  children?: ReactNode;
  status?: string;
  statusClass?: string;
  after?: ReactNode;
}) {
  return (
    <form ref={form.ref} onSubmit={form.onSubmit} className="flex flex-col gap-4" noValidate>
      {heading && <h2 className="text-lg font-semibold">{heading}</h2>}
      <FormError error={form.error} />
      {children}
      <SubmitButton busy={form.busy}>{submit}</SubmitButton>
      {status !== undefined && (
        <p aria-live="polite" className={statusClass}>
          {status}
        </p>
      )}
      {after}
    </form>
  );
}

/** A signed-out screen (sign-in, invitation, pairing): its title over one form, then what follows it. */
export function CardForm({
  title,
  form,
  submit,
  children,
  below,
}: {
  title: string;
  form: ReturnType<typeof useSubmit>;
  submit: string;
  children: ReactNode;
  below?: ReactNode;
}) {
  return (
    <Card title={title}>
      <SubmitForm form={form} submit={submit}>
        {children}
      </SubmitForm>
      {below}
    </Card>
  );
}

/** A refusal in an alert; `className` adds the screen's spacing around it. */
export function FormError({ error, className = '' }: { error: string | null; className?: string }) {
  return error ? (
    <p role="alert" className={`rounded-lg bg-red-50 p-3 font-medium text-red-800 ${className}`.trim()}>
      {error}
    </p>
  ) : null;
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="min-h-12 rounded-lg bg-brand px-4 font-semibold text-on-brand disabled:opacity-60"
    >
      {children}
    </button>
  );
}

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-4">
      <h1 className="text-2xl font-bold text-title">{title}</h1>
      {children}
    </main>
  );
}
