// The card form's checks (spec §3 card: holder, number, CVC, month, year, ID; spec §5: holder
// name, card number "incorrect number", CVC and the ID of the holder). The same checks run in the
// storefront before anything is sent and at the provider's tokenization endpoint.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'diners' | 'discover' | 'unknown';

/** Digits only: people type spaces and dashes. */
export function normalizeCardNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The brand from the number's leading digits (issuer identification ranges). */
export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(30[0-5]|3[689])/.test(digits)) return 'diners';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** CVC length by brand: four digits on American Express, three elsewhere. */
export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export interface CardInput {
  holder_name: string;
  number: string;
  cvc: string;
  exp_month: number;
  /** Four digits. */
  exp_year: number;
  holder_id: string;
}

export type CardField = keyof CardInput;
/** Why a field is refused; the storefront words each (payment namespace `card.errors`). */
export type CardProblem = 'required' | 'invalid' | 'expired';

/** Field problems of a card, empty when it may be sent. `today` is the diner's year and month. */
export function checkCard(
  card: CardInput,
  today: { year: number; month: number },
): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const digits = normalizeCardNumber(card.number);
  if (!card.holder_name.trim()) problems.holder_name = 'required';
  if (!digits) problems.number = 'required';
  else if (!luhnValid(digits)) problems.number = 'invalid';
  if (!card.cvc) problems.cvc = 'required';
  else if (!new RegExp(`^\\d{${cvcLength(detectBrand(digits))}}$`).test(card.cvc)) problems.cvc = 'invalid';
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) {
    problems.exp_month = 'invalid';
  }
  if (!Number.isInteger(card.exp_year) || card.exp_year < 2000 || card.exp_year > 2100) {
    problems.exp_year = 'invalid';
  } else if (
    !problems.exp_month &&
    (card.exp_year < today.year || (card.exp_year === today.year && card.exp_month < today.month))
  ) {
    problems.exp_year = 'expired';
  }
  if (!card.holder_id.trim()) problems.holder_id = 'required';
  else if (!/^[A-Za-z0-9.-]{4,20}$/.test(card.holder_id.trim())) problems.holder_id = 'invalid';
  return problems;
}

/** `**** 4242` style: the only part of a number anything of ours may show or keep. */
export function lastFour(digits: string): string {
  return digits.slice(-4);
}
