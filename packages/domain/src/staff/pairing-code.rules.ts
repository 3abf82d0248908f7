// The code that pairs a kitchen tablet to a branch (docs/staff-roles.md "Pairing a tablet", the
// arithmetic in docs/operations.md "Pairing codes"). A manager makes it on the console, the tablet
// types it once. Pure.

/** Digits of a code: 10^10 possible codes. */
export const STAFF_PAIRING_CODE_DIGITS = 10;
/** How long a code can be used. */
export const STAFF_PAIRING_CODE_MS = 10 * 60_000;
/** Codes of one venue that can be live at once: a newer one retires the oldest beyond these. */
export const STAFF_PAIRING_LIVE_CODES = 5;
/** Failed pairings a venue takes in any window of this length, from all addresses together;
 * beyond it every pairing of the venue is refused until the window has room again. */
export const STAFF_PAIRING_FAILURES_MAX = 20;
export const STAFF_PAIRING_FAILURES_WINDOW_MS = STAFF_PAIRING_CODE_MS;

/** The highest chance that guessing finds a live code of one venue in a year of guessing without
 * pause: every guess the ceiling lets through, against the most codes that can be live. */
export function pairingGuessChancePerYear(): number {
  const windowsPerYear = (365 * 24 * 3_600_000) / STAFF_PAIRING_FAILURES_WINDOW_MS;
  const guesses = windowsPerYear * STAFF_PAIRING_FAILURES_MAX;
  return (guesses * STAFF_PAIRING_LIVE_CODES) / 10 ** STAFF_PAIRING_CODE_DIGITS;
}

/** The digits of a typed code (spaces and dashes between groups are allowed), or null. */
export function pairingCodeDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${STAFF_PAIRING_CODE_DIGITS}}$`).test(digits) ? digits : null;
}

/** A code as shown to be typed: groups of five digits ("01234 56789"). */
export function pairingCodeGroups(code: string): string {
  return code.replace(/(\d{5})(?=\d)/g, '$1 ');
}

/** Whether a venue with this many failed pairings in the window may try one more. */
export function pairingAllowed(failuresInWindow: number): boolean {
  return failuresInWindow < STAFF_PAIRING_FAILURES_MAX;
}
