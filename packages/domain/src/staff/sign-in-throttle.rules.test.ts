import { describe, expect, it } from 'vitest';
import {
  failuresCounted,
  SIGN_IN_FAILURES_FORGOTTEN_MS,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_LONGEST_DELAY_MS,
  signInDelayMs,
  signInThrottleKeys,
  signInWaitMs,
} from './sign-in-throttle.rules.ts';

const now = new Date('2026-12-07T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('signInDelayMs (growing delays instead of a lock)', () => {
  it('lets the free failures through, then doubles the wait with each further one, up to the ceiling', () => {
    const free = SIGN_IN_FREE_FAILURES.account_address;
    expect(signInDelayMs('account_address', free - 1)).toBe(0);
    expect(signInDelayMs('account_address', free)).toBe(1_000);
    expect(signInDelayMs('account_address', free + 1)).toBe(2_000);
    expect(signInDelayMs('account_address', free + 5)).toBe(32_000);
    expect(signInDelayMs('account_address', free + 40)).toBe(SIGN_IN_LONGEST_DELAY_MS);
  });

  it('gives the account from every address and the address across accounts far more free failures', () => {
    expect(SIGN_IN_FREE_FAILURES.account).toBeGreaterThan(SIGN_IN_FREE_FAILURES.account_address * 5);
    expect(signInDelayMs('account', SIGN_IN_FREE_FAILURES.account_address)).toBe(0);
  });
});

describe('signInWaitMs', () => {
  it('counts the wait from the last failure', () => {
    const state = { failures: SIGN_IN_FREE_FAILURES.account_address + 2, lastFailedAt: ago(1_500) };
    expect(signInWaitMs('account_address', state, now)).toBe(2_500);
    expect(signInWaitMs('account_address', { ...state, lastFailedAt: ago(5_000) }, now)).toBe(0);
    expect(signInWaitMs('account_address', null, now)).toBe(0);
  });

  it('lets a free failure through even when the last one was recorded by a clock a moment ahead', () => {
    const state = { failures: 2, lastFailedAt: new Date(now.getTime() + 5) };
    expect(signInWaitMs('account_address', state, now)).toBe(0);
  });

  it('forgets a key that has not failed for a day', () => {
    const state = { failures: 40, lastFailedAt: ago(SIGN_IN_FAILURES_FORGOTTEN_MS) };
    expect(failuresCounted(state, now)).toBe(0);
    expect(signInWaitMs('account_address', state, now)).toBe(0);
  });
});

describe('signInThrottleKeys', () => {
  it('names the account by the e-mail as typed, so an unknown one is keyed like a known one', () => {
    expect(signInThrottleKeys('nobody@x.test', '10.0.0.1')).toEqual({
      account_address: 'nobody@x.test|10.0.0.1',
      account: 'nobody@x.test',
      address: '@10.0.0.1',
    });
  });
});
