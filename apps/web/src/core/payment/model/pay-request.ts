import { formatMoney } from '@storefront/domain/money/money';
import { isOnline } from '@storefront/domain/payment/payment.rules';
import type {
  CreatePaymentBody,
  PaymentMethod,
  PaymentShare,
} from '@storefront/domain/payment/payment.schema';

// The pay form's own checks before anything is sent (spec §5: a method must be chosen; PSE needs
// the ID number and a bank; Nequi a phone; the online minimum "Must be greater than {minValue}").

export interface PseFields {
  client_type: 'natural' | 'juridica';
  document_type: 'CC' | 'CE' | 'NIT' | 'TI' | 'PP';
  document_number: string;
  bank_code: string;
}

export const emptyPse: PseFields = {
  client_type: 'natural',
  document_type: 'CC',
  document_number: '',
  bank_code: '',
};

export type FieldProblem = 'required' | 'invalid';

export function pseProblems(pse: PseFields): Partial<Record<keyof PseFields, FieldProblem>> {
  const problems: Partial<Record<keyof PseFields, FieldProblem>> = {};
  const number = pse.document_number.trim();
  if (!number) problems.document_number = 'required';
  else if (!/^[A-Za-z0-9-]{4,20}$/.test(number)) problems.document_number = 'invalid';
  if (!pse.bank_code) problems.bank_code = 'required';
  return problems;
}

/** The payer a gateway names on PSE and Nequi (ADR 115): their e-mail and their acceptance of its terms. */
export interface PayerInput {
  email: string;
  accepted: boolean;
}

export const emptyPayer: PayerInput = { email: '', accepted: false };

export function payerProblems(payer: PayerInput): Partial<Record<keyof PayerInput, FieldProblem>> {
  const problems: Partial<Record<keyof PayerInput, FieldProblem>> = {};
  const email = payer.email.trim();
  if (!email) problems.email = 'required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) problems.email = 'invalid';
  if (!payer.accepted) problems.accepted = 'required';
  return problems;
}

export function nequiProblem(phone: string): FieldProblem | null {
  const digits = phone.replace(/\s/g, '');
  if (!digits) return 'required';
  return /^3\d{9}$/.test(digits) ? null : 'invalid';
}

/** The minimum's message parameter when an online payment is under it, else null. */
export function underMinimum(method: PaymentMethod, charged: number, minimum: number, currency: string) {
  return isOnline(method) && charged < minimum ? { minValue: formatMoney(minimum, currency) } : null;
}

export type PayDetails =
  | { method: 'card'; card_token: string }
  /** a card typed on the gateway's hosted page (ADR 115): no token of ours */
  | { method: 'card' }
  | { method: 'pse'; pse: PseFields; payer_email?: string; gateway_terms_accepted?: true }
  | { method: 'nequi'; nequi: { phone: string }; payer_email?: string; gateway_terms_accepted?: true }
  | { method: 'cash' | 'card_reader' };

export function payBody(
  purchaseId: string,
  amount: number,
  tip: number,
  share: PaymentShare,
  details: PayDetails,
  returnUrl: string,
): CreatePaymentBody {
  return {
    purchase_id: purchaseId,
    amount,
    tip,
    share,
    return_url: returnUrl,
    ...details,
  } as CreatePaymentBody;
}

/** Navigation state of a payment created on another screen (a table's share, docs/decisions/015-split-bill.md), so the
 * pay page follows it as its own: the redirect to the bank or 3-D Secure, the sandbox phone. */
export interface FollowState {
  created: { id: string; phone: string | null };
}
