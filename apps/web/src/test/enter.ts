import { fireEvent } from '@testing-library/react';

/** What a browser sends when a diner types into a field or picks an option: `input`, then `change`.
 * A text field's `onChange` listens for the first on the diner's renderer (Preact maps it to
 * `oninput`) and on React DOM alike; a select's for the second. Each handler runs once, as in the
 * browser; Testing Library's `fireEvent.change` alone reaches React DOM's text fields only. */
export function enter(field: Element, value: string): void {
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field, { target: { value } });
}
