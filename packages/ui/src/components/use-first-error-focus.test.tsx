import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstErrorFocus } from './use-first-error-focus.ts';

afterEach(cleanup);

// Test-only copy: a form with a message alert, a group of choices and two fields.
function Example({ refuse }: { refuse: 'fields' | 'group' | 'alert' }) {
  const { ref, reveal } = useFirstErrorFocus<HTMLFormElement>();
  const [shown, setShown] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    reveal();
  };
  const invalid = (what: typeof refuse) => shown && refuse === what;
  return (
    <form ref={ref} onSubmit={submit}>
      <label htmlFor="name">name</label>
      <input id="name" />
      <fieldset data-invalid={invalid('group') ? 'true' : undefined}>
        <legend>method</legend>
        <input type="radio" name="m" aria-label="cash" />
      </fieldset>
      <label htmlFor="number">number</label>
      <input id="number" aria-invalid={invalid('fields') || undefined} aria-describedby="number-error" />
      {invalid('fields') && <p id="number-error">wrong number</p>}
      <label htmlFor="cvc">cvc</label>
      <input id="cvc" aria-invalid={invalid('fields') || undefined} />
      {invalid('alert') && <p role="alert">refused</p>}
      <button type="submit">pay</button>
    </form>
  );
}

describe('useFirstErrorFocus', () => {
  it('moves focus to the first invalid field after a refused submit', () => {
    render(<Example refuse="fields" />);
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    expect(document.activeElement).toBe(screen.getByLabelText('number'));
  });

  it('moves focus to the first choice of an invalid group', () => {
    render(<Example refuse="group" />);
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'cash' }));
  });

  it('moves focus to an alert, made focusable, when no field is invalid', () => {
    render(<Example refuse="alert" />);
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    const alert = screen.getByRole('alert');
    expect(document.activeElement).toBe(alert);
    expect(alert.tabIndex).toBe(-1);
  });
});
