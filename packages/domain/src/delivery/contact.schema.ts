import { z } from 'zod';
import { isCompleteAddress } from './address.rules.ts';

// Contact data and delivery address (spec §3 buyer and delivery fields, §5 validation rules). One
// schema checks the storefront's form and the same request on the server; every message is an
// error key the storefront translates (packages/domain/src/errors).

const trimmed = (max: number) => z.string().trim().max(max, 'validation_failed');
const required = (max: number) => trimmed(max).min(1, 'field_required');

/** National number lengths by calling code, where known; others take 7 to 12 digits. */
const phoneLengths: Readonly<Record<string, readonly [number, number]>> = {
  '+57': [10, 10],
  '+52': [10, 10],
  '+55': [10, 11],
  '+56': [9, 9],
  '+51': [9, 9],
  '+503': [8, 8],
  '+507': [7, 8],
  '+1': [10, 10],
};

/** Digits of a phone number as typed ("300 123-4567" -> "3001234567"). */
export function phoneDigits(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}

/** A national number of the right length for its country code (spec §5 "phone number invalid"). */
export function isValidPhone(phoneCode: string, phone: string): boolean {
  const digits = phoneDigits(phone);
  if (!/^\d+$/.test(digits)) return false;
  const [min, max] = phoneLengths[phoneCode] ?? [7, 12];
  return digits.length >= min && digits.length <= max;
}

export const phoneCodeSchema = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, 'invalid_phone');

export const contactSchema = z
  .object({
    name: required(120),
    phone_code: phoneCodeSchema,
    phone: required(30),
    email: trimmed(254).min(1, 'field_required').pipe(z.email('invalid_email')),
    dni: required(20).regex(/^[\p{L}\d.-]{5,20}$/u, 'validation_failed'),
  })
  .superRefine((contact, ctx) => {
    if (contact.phone && !isValidPhone(contact.phone_code, contact.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' });
    }
  });
export type Contact = z.infer<typeof contactSchema>;

/** The customer of an order taken by phone (issue 54 part 1, ADR 112): the name and a valid phone
 * are required, as at checkout; the e-mail and the id number only when the customer gives them. */
export const phoneContactSchema = z
  .object({
    name: required(120),
    phone_code: phoneCodeSchema,
    phone: required(30),
    email: z.union([z.literal(''), trimmed(254).pipe(z.email('invalid_email'))]).default(''),
    dni: trimmed(20).default(''),
  })
  .superRefine((contact, ctx) => {
    if (contact.phone && !isValidPhone(contact.phone_code, contact.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' });
    }
  });

/** A contact as an order keeps it: the checkout's, or a phone order's without e-mail or id. */
export const storedContactSchema = z.object({
  name: z.string(),
  phone_code: z.string(),
  phone: z.string(),
  email: z.string(),
  dni: z.string(),
});

export const deliveryAddressSchema = z.object({
  /** City or district. */
  city: required(80),
  neighbourhood: required(80),
  address: required(200),
  /** Apartment, floor, tower. */
  address_optional: trimmed(120).default(''),
  /** The reference point the rider looks for (spec §5 "an additional reference point is needed"). */
  reference: trimmed(200).min(1, 'reference_required'),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** The delivery address a diner gives in a venue's country: the fields above with a complete
 * address line by the country's convention (spec §5, address.rules.ts). The storefront's forms
 * and the server's checks use it; stored orders are read with the fields alone. */
export function deliveryAddressIn(countryCode: string) {
  return deliveryAddressSchema.extend({
    address: required(200).refine((line) => isCompleteAddress(line, countryCode), 'address_incomplete'),
  });
}
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;

/** The first error key of each field of a failed parse, for a form: `{ phone: 'invalid_phone' }`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= issue.code === 'invalid_type' ? 'field_required' : issue.message;
  }
  return errors;
}
