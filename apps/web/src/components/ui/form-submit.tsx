import type { ReactNode } from 'react';
import { buttonClass } from './button.ts';
import { type Failure, FormAlert } from './form-alert.tsx';

// In a file of its own: the screens that first render a form alert (cart, checkout, order) do not
// load the submit row with it (bench/bundle.ts).

/** The end of a form: why the server refused it, if it did, then its submit button (disabled while
 * the request runs, or while `disabled` says the form cannot be sent). */
export function FormSubmit({
  failure,
  busy,
  disabled = false,
  children,
}: {
  failure: Failure;
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert error={failure} />
      <button type="submit" className={buttonClass} disabled={busy || disabled}>
        {children}
      </button>
    </>
  );
}
