import { describe, expect, it } from 'vitest';
import { addressConvention, isCompleteAddress } from './address.rules.ts';

// spec §5 "the address must be complete" (docs/decisions/019-diner-side-hardening.md).

describe('addressConvention', () => {
  it('is street and plate in Colombia, street and number elsewhere', () => {
    expect(addressConvention('CO')).toBe('street_and_plate');
    expect(addressConvention('co')).toBe('street_and_plate');
    for (const country of ['MX', 'CL', 'PE', 'BR', 'AR', 'US']) {
      expect(addressConvention(country)).toBe('street_and_number');
    }
  });
});

describe('isCompleteAddress', () => {
  it.each([
    'Calle 60 # 9-25',
    'Calle 60 #9-25',
    'Cra 7 No. 45-10',
    'Carrera 37 # 8A-32',
    'Avenida Boyacá # 80-94',
    'Calle 140 # 11-45 apto 301',
    'Cl 60 9-25',
  ])('CO: accepts a street and its plate, %s', (address) => {
    expect(isCompleteAddress(address, 'CO')).toBe(true);
  });

  it.each([
    'Calle 60',
    'Calle 60 # 9',
    'Carrera 7 No. 45',
    'Avenida Boyacá',
    'Calle sin número',
    '9-25',
    '123',
  ])('CO: refuses the street without its plate, %s', (address) => {
    expect(isCompleteAddress(address, 'CO')).toBe(false);
  });

  it.each([
    ['MX', 'Av. Álvaro Obregón 130'],
    ['MX', 'Calle Felipe Carrillo Puerto 12'],
    ['MX', 'Calle 60 No. 456'],
    ['MX', 'Calle 5 de Mayo 32'],
    ['CL', 'Av. Providencia 1234'],
    ['PE', 'Jr. de la Unión 1040'],
    ['BR', 'Rua Aspicuelta, 420'],
    ['BR', 'Rua 7, 120'],
    ['BR', 'R. Augusta 1500'],
  ])('%s: accepts a street and its number, %s', (country, address) => {
    expect(isCompleteAddress(address, country)).toBe(true);
  });

  it.each([
    ['MX', 'Calle 60'],
    ['MX', 'Avenida Reforma'],
    ['MX', 'Calle Durango s/n'],
    ['CL', 'Avenida 9 de Julio'],
    ['PE', 'Jr. 28'],
    ['BR', 'Rua Augusta'],
    ['BR', '420'],
    ['BR', '   '],
  ])('%s: refuses a street without its number, %s', (country, address) => {
    expect(isCompleteAddress(address, country)).toBe(false);
  });
});
