// Throttling staff sign-in (docs/operations.md "Staff sign-in", NIST SP 800-63B §5.2.2): instead of
// a lock that anyone who knows an e-mail can set off, failed sign-ins are counted under three keys —
// the account from one address, the account from every address, and the address across accounts —
// and past a number of free failures each key waits a delay that doubles with every further
// failure, up to a ceiling. The owner at her own address is slowed only when the account itself is
// guessed at from many addresses, far past what one address may try. The keys name the e-mail as
// typed, so an unknown e-mail is throttled exactly as a known one. Pure.

export type SignInThrottleKind = 'account_address' | 'account' | 'address';

/** Failures each key takes before it waits. */
export const SIGN_IN_FREE_FAILURES: Readonly<Record<SignInThrottleKind, number>> = {
  account_address: 5,
  account: 50,
  address: 100,
};
/** The first wait, doubled with every further failure, up to the longest. */
export const SIGN_IN_FIRST_DELAY_MS = 1_000;
export const SIGN_IN_LONGEST_DELAY_MS = 10 * 60_000;
/** A key that has not failed for this long starts over. */
export const SIGN_IN_FAILURES_FORGOTTEN_MS = 24 * 3_600_000;

export interface SignInFailures {
  failures: number;
  lastFailedAt: Date;
}

/** The failures a key still counts now (none once forgotten). */
export function failuresCounted(state: SignInFailures | null, now: Date): number {
  if (!state || now.getTime() - state.lastFailedAt.getTime() >= SIGN_IN_FAILURES_FORGOTTEN_MS) return 0;
  return state.failures;
}

/** The delay a key waits after its last failure, by how many it has (0 while they are free). */
export function signInDelayMs(kind: SignInThrottleKind, failures: number): number {
  const over = failures - SIGN_IN_FREE_FAILURES[kind];
  if (over < 0) return 0;
  return Math.min(SIGN_IN_LONGEST_DELAY_MS, SIGN_IN_FIRST_DELAY_MS * 2 ** Math.min(over, 30));
}

/** Milliseconds before a key may try again (0: now). */
export function signInWaitMs(kind: SignInThrottleKind, state: SignInFailures | null, now: Date): number {
  const failures = failuresCounted(state, now);
  const delay = signInDelayMs(kind, failures);
  // a free failure waits for nothing, even one recorded a moment "after" this attempt's clock
  if (!state || delay === 0) return 0;
  const until = state.lastFailedAt.getTime() + delay;
  return Math.max(0, until - now.getTime());
}

/** The key of each kind for an e-mail (as typed, lowercased) and an address. */
export function signInThrottleKeys(email: string, address: string): Record<SignInThrottleKind, string> {
  return {
    account_address: `${email}|${address}`,
    account: email,
    address: `@${address}`,
  };
}
