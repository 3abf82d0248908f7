import { SMS_CODE_LENGTH, SMS_RESEND_AFTER_MS } from '../constants.ts';

// The SMS code that confirms a diner's phone where the venue requires it (spec §5 "the 4-digit
// SMS or phone verification code must be valid", §9 "resend allowed after 14 s"). Pure.

/** Wrong codes accepted before a code is spent and a new one must be asked for. */
export const SMS_MAX_ATTEMPTS = 5;
/** How long a code can be used. */
export const SMS_CODE_TTL_MS = 10 * 60_000;
/** How long a confirmed phone counts for placing orders. */
export const SMS_VERIFIED_FOR_MS = 60 * 60_000;

/** Codes one phone number receives from a venue in a window, whichever diners ask for them: a
 * fresh anonymous profile per request must not turn the venue into an SMS cannon. */
export const SMS_SENDS_PER_PHONE = 5;
export const SMS_SENDS_PER_PHONE_WINDOW_MS = 15 * 60_000;

/** Whether a phone that received `sentInWindow` codes in the window may receive one more. */
export function smsPhoneMayReceive(sentInWindow: number): boolean {
  return sentInWindow < SMS_SENDS_PER_PHONE;
}

export function isSmsCodeFormat(code: string): boolean {
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code);
}

/** Seconds until another code may be sent (0: now). */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  return Math.max(0, Math.ceil((lastSentAt.getTime() + SMS_RESEND_AFTER_MS - now.getTime()) / 1000));
}

export interface SmsCodeState {
  sentAt: Date;
  attempts: number;
  verifiedAt: Date | null;
}

export type SmsCheck =
  | { ok: true }
  | { ok: false; key: 'sms_code_invalid' | 'sms_attempts_exceeded'; attemptsLeft: number };

/** Whether the code may still be tried, before comparing it. */
export function smsCodeUsable(state: SmsCodeState | null, now: Date): SmsCheck {
  if (!state || now.getTime() - state.sentAt.getTime() > SMS_CODE_TTL_MS) {
    return { ok: false, key: 'sms_code_invalid', attemptsLeft: 0 };
  }
  if (state.attempts >= SMS_MAX_ATTEMPTS) return { ok: false, key: 'sms_attempts_exceeded', attemptsLeft: 0 };
  return { ok: true };
}
