import { useCallback, useLayoutEffect, useRef, useState } from 'react';

// Focus and scroll to the first error of a form (docs/decisions/019-diner-side-hardening.md). Every form of the storefront
// (checkout, address, card, and bookings to come) marks what is wrong the same way: a field with
// aria-invalid="true" and its message in aria-describedby, a group of choices with
// data-invalid="true", or a message with role="alert". After a refused submit the form calls
// `reveal()`: once React has drawn the errors, focus moves to the first of them in document order
// and it is scrolled to the middle of the viewport (clear of the sticky bars), so the diner sees
// the message and a screen reader reads the field with its error (or the alert itself).

const errorSelector = '[aria-invalid="true"], [data-invalid="true"], [role="alert"]';
const focusableSelector =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** Focuses and scrolls to the first error inside `root`; answers what got the focus. */
export function focusFirstError(root: ParentNode | null): HTMLElement | null {
  const error = root?.querySelector<HTMLElement>(errorSelector);
  if (!error) return null;
  // a field: itself; a group of choices: its first choice; a message: the message
  const target = error.matches(focusableSelector)
    ? error
    : (error.matches('[data-invalid="true"]') && error.querySelector<HTMLElement>(focusableSelector)) ||
      error;
  if (!target.matches(focusableSelector) && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  error.scrollIntoView?.({ block: 'center' });
  return target;
}

/** `ref` goes on the form (or the screen section); `reveal()` after a refused submit. */
export function useFirstErrorFocus<T extends HTMLElement = HTMLElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useLayoutEffect(() => {
    if (request > 0) focusFirstError(ref.current);
  }, [request]);
  const reveal = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, reveal };
}
