// Business constants and limits of spec §9, the one place timers and limits come from.
export const SUGGESTED_TIP_PERCENT = 10;
export const TIP_INCLUDED_BY_DEFAULT = true;
/** Largest amount one payment may carry (minor units): sums stay inside PostgreSQL integers. */
export const MAX_PAYMENT_AMOUNT = 1_000_000_000;
export const CONSUMPTION_TAX_PERCENT = 8;
export const MOBILE_BREAKPOINT_PX = 980;
export const TOOLTIP_MS = 3_000;
export const CHAT_MESSAGE_LIMIT = 5;
export const LANDING_LOADING_DELAY_MS = 1_500;
export const ACQUISITION_RETRY_MS = 1_500;
export const TRACKING_RETRY_MS = 1_000;
export const CONSENT_POLL_MS = 30_000;
export const ANONYMOUS_PROFILE_RETRY_MS = 15_000;
export const LAZY_SCREEN_TIMEOUT_MS = 120_000;
/** How long after a screen shows a venue pop-up may still open over it, if the diner has not
 * started on it (docs/decisions/096-a-pop-up-with-the-screen-or-not-at-all.md). */
export const POPUP_OPEN_WINDOW_MS = 1_000;
export const SMS_CODE_LENGTH = 4;
export const SMS_RESEND_AFTER_MS = 14_000;
export const COUPON_MIN_LENGTH = 4;
export const BOOKING_RATING_MIN = 1;
export const BOOKING_RATING_MAX = 10;
export const ERROR_REPORT_SAMPLE_RATE = 0.1;
export const SUPPORTED_LANGS = ['es', 'en', 'pt'] as const;
export const FALLBACK_LANG = 'es';

/** How long an online payment (bank page, 3-D Secure, push approval) may wait for its outcome
 * before it lets go of its part of the bill, so a payer who walks away never blocks the table
 * (docs/decisions/022-table-payment-guards.md). Longer than the gateways' own windows (15 min). */
export const ONLINE_PAYMENT_HOLD_MINUTES = 20;

/** Minimum order for pay-by-call-waiter, in major units of the venue currency (spec §9). */
export const CALL_WAITER_MINIMUM_BY_COUNTRY: Readonly<Record<string, number>> = { CO: 10_000, MX: 50 };
