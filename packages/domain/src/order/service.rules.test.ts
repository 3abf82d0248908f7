import { describe, expect, it } from 'vitest';
import {
  emptyDeliveryZone,
  noService,
  parseServiceCode,
  type ServiceState,
  selectService,
  serviceCodeOf,
} from './service.rules.ts';

const delivering: ServiceState = {
  service: 'delivery',
  subservice: null,
  service_label: 'delivery',
  deliveryZone: { polygon_id: 'z1', delivery_price: 5_000, minimum_order_value: 20_000 },
};

describe('selectService (spec §4 service selection)', () => {
  it('replaces service, subservice and label', () => {
    expect(selectService({ ...delivering, subservice: 'schedule' }, 'book')).toMatchObject({
      service: 'book',
      subservice: null,
      service_label: 'book',
    });
  });
  it('resets the delivery zone to empty with zero price and minimum when choosing take away', () => {
    expect(selectService(delivering, 'take_away')).toEqual({
      service: 'take_away',
      subservice: null,
      service_label: 'take_away',
      deliveryZone: emptyDeliveryZone,
    });
    expect(emptyDeliveryZone).toEqual({ polygon_id: null, delivery_price: 0, minimum_order_value: 0 });
  });
  it('keeps the delivery zone for other services', () => {
    expect(selectService(delivering, 'on_table').deliveryZone).toEqual(delivering.deliveryZone);
  });
  it('turns room_service into on_table with subservice room', () => {
    expect(selectService(noService, 'room_service')).toMatchObject({
      service: 'on_table',
      subservice: 'room',
      service_label: 'room',
    });
  });
  it('turns schedule into delivery with subservice schedule', () => {
    expect(selectService(noService, 'schedule')).toMatchObject({
      service: 'delivery',
      subservice: 'schedule',
    });
  });
  it('clears everything for an empty code', () => {
    expect(selectService(delivering, '')).toEqual(noService);
  });
});

describe('service codes', () => {
  it('round-trips every code through its state', () => {
    for (const code of ['on_table', 'delivery', 'take_away', 'book', 'room_service', 'schedule'] as const) {
      expect(serviceCodeOf(selectService(noService, code))).toBe(code);
    }
  });
  it('accepts only known codes from the service query', () => {
    expect(parseServiceCode('room_service')).toBe('room_service');
    expect(parseServiceCode('teleport')).toBeNull();
    expect(parseServiceCode(null)).toBeNull();
  });
});
