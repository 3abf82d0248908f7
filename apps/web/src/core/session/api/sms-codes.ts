import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';

// The SMS code that verifies a diner's phone before an order or a booking (docs/decisions/016-delivery.md).

export interface Phone {
  phone_code: string;
  phone: string;
}

export function sendSmsCode(auth: ProfileHeaders, phone: Phone) {
  return api<{ resend_after_seconds: number; expires_at: string }>('/delivery/sms-codes.json', {
    method: 'POST',
    body: phone,
    headers: auth,
  });
}

export function verifySmsCode(auth: ProfileHeaders, phone: Phone, code: string) {
  return api<{ verified: true }>('/delivery/sms-codes/verify.json', {
    method: 'POST',
    body: { ...phone, code },
    headers: auth,
  });
}
