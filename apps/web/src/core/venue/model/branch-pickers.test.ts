import type { Supplier } from '@storefront/domain/venue/config.schema';
import { describe, expect, it } from 'vitest';
import { branchPickers, mapUrl, whatsappUrl } from './branch-pickers.ts';

const branch = (overrides: Partial<Supplier>): Supplier =>
  ({
    service_table: false,
    service_take_away: false,
    service_book: false,
    whatsapp: null,
    latitude: null,
    longitude: null,
    address: '',
    ...overrides,
  }) as Supplier;

describe('branch pickers (spec §2)', () => {
  it('lists on the on-table picker only branches with table service', () => {
    expect(branchPickers.branchToOnTable.offers(branch({ service_table: true }))).toBe(true);
    expect(branchPickers.branchToOnTable.offers(branch({ service_take_away: true }))).toBe(false);
  });
  it('lists on the messaging picker only branches with a messaging number', () => {
    expect(branchPickers.branchWhatsapp.offers(branch({ whatsapp: '+57 300 123 4567' }))).toBe(true);
    expect(branchPickers.branchWhatsapp.offers(branch({}))).toBe(false);
  });
  it('opens the map with the coordinates, and nothing without them', () => {
    expect(mapUrl(branch({ latitude: 4.6, longitude: -74.06 }))).toBe(
      'https://www.google.com/maps/search/?api=1&query=4.6,-74.06',
    );
    expect(mapUrl(branch({}))).toBeNull();
  });
  it('opens the messaging app with the digits of the number', () => {
    expect(whatsappUrl('+57 300 123 4567')).toBe('https://wa.me/573001234567');
  });
});
