import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import type { PseBank } from '@storefront/domain/payment/payment-settings.schema';

// The sandbox gateway's test data (docs/payments.md lists the same tables for people).

/** What a tokenized card does when charged. */
export type CardScenario = 'approve' | 'decline' | 'pending' | 'error' | 'challenge';

export const testCards: readonly { number: string; scenario: CardScenario; note: string }[] = [
  { number: '4242424242424242', scenario: 'approve', note: 'Visa, approved' },
  { number: '5555555555554444', scenario: 'approve', note: 'Mastercard, approved' },
  { number: '378282246310005', scenario: 'approve', note: 'American Express (CVC of 4 digits), approved' },
  { number: '4000000000000002', scenario: 'decline', note: 'declined by the issuer' },
  { number: '4000000000000051', scenario: 'pending', note: 'stays pending bank validation' },
  { number: '4000000000000119', scenario: 'error', note: 'the gateway fails with a processing error' },
  { number: '4000000000003220', scenario: 'challenge', note: 'needs a 3-D Secure challenge' },
];

/** Numbers the tokenization endpoint itself refuses, with the spec §8 message. */
export const tokenRefusals: Readonly<Record<string, ErrorKey>> = {
  '4000000000000069': 'card_add_failed',
  '4000000000000127': 'card_validation_error',
};

/** Any other number with a valid Luhn digit is approved. */
export function cardScenario(digits: string): CardScenario {
  return testCards.find((card) => card.number === digits)?.scenario ?? 'approve';
}

export type NequiScenario = 'no_account' | 'approve' | 'decline' | 'push';

/** Nequi test phones: 300 000 00xx have no Nequi account; 300 111 1111 approves at once, 300 222
 * 2222 declines at once; any other number gets a push the simulated phone answers. */
export function nequiScenario(phone: string): NequiScenario {
  if (/^30000000\d\d$/.test(phone)) return 'no_account';
  if (phone === '3001111111') return 'approve';
  if (phone === '3002222222') return 'decline';
  return 'push';
}

export const pseBanks: readonly PseBank[] = [
  { code: '1007', name: 'Banco Sandbox Andino' },
  { code: '1013', name: 'Banco Sandbox del Pacífico' },
  { code: '1051', name: 'Cooperativa Sandbox' },
  { code: '1999', name: 'Banco Sandbox fuera de servicio' },
];
/** The bank that is down: a PSE payment through it fails with a processing error. */
export const PSE_BANK_DOWN = '1999';

/** How long a diner has for a 3-D Secure challenge or the bank's page. */
export const ACTION_TIMEOUT_MS = 15 * 60_000;
/** How long a Nequi push waits for the phone before it times out. */
export const NEQUI_PUSH_TIMEOUT_MS = 2 * 60_000;
