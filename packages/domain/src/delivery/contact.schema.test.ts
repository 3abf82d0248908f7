import { describe, expect, it } from 'vitest';
import {
  contactSchema,
  deliveryAddressIn,
  deliveryAddressSchema,
  fieldErrors,
  isValidPhone,
} from './contact.schema.ts';

const contact = {
  name: 'Ana Gómez',
  phone_code: '+57',
  phone: '300 123 4567',
  email: 'ana@example.com',
  dni: '1020304050',
};
const address = {
  city: 'Bogotá',
  neighbourhood: 'Chapinero',
  address: 'Calle 60 # 9-25',
  reference: 'Portería azul',
};

const errorsOf = (result: { success: boolean; error?: import('zod').ZodError }) =>
  result.success ? {} : fieldErrors(result.error!);

describe('contact data (spec §5)', () => {
  it('accepts complete contact data', () => {
    expect(contactSchema.safeParse(contact).success).toBe(true);
  });

  it('requires name, phone, e-mail and ID', () => {
    const result = contactSchema.safeParse({ name: ' ', phone_code: '+57', phone: '', email: '', dni: '' });
    expect(errorsOf(result)).toEqual({
      name: 'field_required',
      phone: 'field_required',
      email: 'field_required',
      dni: 'field_required',
    });
    expect(errorsOf(contactSchema.safeParse({}))).toMatchObject({ name: 'field_required' });
  });

  it('answers "phone number invalid" and "invalid e-mail address"', () => {
    expect(errorsOf(contactSchema.safeParse({ ...contact, phone: '12345' }))).toEqual({
      phone: 'invalid_phone',
    });
    expect(errorsOf(contactSchema.safeParse({ ...contact, email: 'ana@' }))).toEqual({
      email: 'invalid_email',
    });
    expect(errorsOf(contactSchema.safeParse({ ...contact, phone_code: '57' }))).toEqual({
      phone_code: 'invalid_phone',
    });
  });

  it.each([
    ['+57', '3001234567', true],
    ['+57', '300123456', false],
    ['+52', '55 1234 5678', true],
    ['+55', '11987654321', true],
    ['+56', '912345678', true],
    ['+57', '300-123-456a', false],
    ['+49', '3012345678', true],
  ] as const)('checks national number lengths by country code: %s %s, %s', (code, phone, valid) => {
    expect(isValidPhone(code, phone)).toBe(valid);
  });
});

describe('delivery address (spec §5)', () => {
  it('accepts city, neighbourhood, a complete address and a reference point', () => {
    const parsed = deliveryAddressSchema.parse(address);
    expect(parsed).toMatchObject({ ...address, address_optional: '', latitude: null, longitude: null });
  });

  it('makes neighbourhood, address and reference point mandatory', () => {
    expect(
      errorsOf(deliveryAddressSchema.safeParse({ city: '', neighbourhood: '', address: '', reference: '' })),
    ).toEqual({
      city: 'field_required',
      neighbourhood: 'field_required',
      address: 'field_required',
      reference: 'reference_required',
    });
  });

  it('asks for a complete address by the country: the street and its plate in Colombia', () => {
    expect(deliveryAddressIn('CO').safeParse(address).success).toBe(true);
    expect(errorsOf(deliveryAddressIn('CO').safeParse({ ...address, address: 'Calle 60' }))).toEqual({
      address: 'address_incomplete',
    });
    expect(
      errorsOf(deliveryAddressIn('BR').safeParse({ ...address, address: 'Rua Augusta', reference: '' })),
    ).toEqual({ address: 'address_incomplete', reference: 'reference_required' });
    expect(deliveryAddressIn('BR').safeParse({ ...address, address: 'Rua Augusta, 1500' }).success).toBe(
      true,
    );
  });
});
