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

/** Each country's addresses: those complete, then those missing the plate or number. */
const addresses: { country: string; complete: string[]; incomplete: string[] }[] = [
  {
    country: 'CO',
    complete: [
      'Calle 60 # 9-25',
      'Calle 60 #9-25',
      'Cra 7 No. 45-10',
      'Carrera 37 # 8A-32',
      'Avenida Boyacá # 80-94',
      'Calle 140 # 11-45 apto 301',
      'Cl 60 9-25',
    ],
    incomplete: [
      'Calle 60',
      'Calle 60 # 9',
      'Carrera 7 No. 45',
      'Avenida Boyacá',
      'Calle sin número',
      '9-25',
      '123',
    ],
  },
  {
    country: 'MX',
    complete: [
      'Av. Álvaro Obregón 130',
      'Calle Felipe Carrillo Puerto 12',
      'Calle 60 No. 456',
      'Calle 5 de Mayo 32',
    ],
    incomplete: ['Calle 60', 'Avenida Reforma', 'Calle Durango s/n'],
  },
  { country: 'CL', complete: ['Av. Providencia 1234'], incomplete: ['Avenida 9 de Julio'] },
  { country: 'PE', complete: ['Jr. de la Unión 1040'], incomplete: ['Jr. 28'] },
  {
    country: 'BR',
    complete: ['Rua Aspicuelta, 420', 'Rua 7, 120', 'R. Augusta 1500'],
    incomplete: ['Rua Augusta', '420', '   '],
  },
];

describe('isCompleteAddress', () => {
  it.each(
    addresses.flatMap(({ country, complete, incomplete }) => [
      ...complete.map((address) => ({ country, address, expected: true })),
      ...incomplete.map((address) => ({ country, address, expected: false })),
    ]),
  )('$country: $address is complete: $expected', ({ country, address, expected }) => {
    expect(isCompleteAddress(address, country)).toBe(expected);
  });
});
