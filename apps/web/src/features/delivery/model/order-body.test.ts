import { describe, expect, it } from 'vitest';
import { initialDraft } from './checkout-store.ts';
import { orderBody } from './order-body.ts';

const lines = [{ product_id: 'picada-2', count: 2, options: {}, note: null, unit_price: 49_900 }];
const location = {
  id: null,
  latitude: 4.6451,
  longitude: -74.0633,
  address: 'Calle 60 # 9-25',
  address_optional: '',
  location_price: 4_500,
  city: 'Bogotá',
  formatted_address: '',
  place_id: null,
  label: null,
  phone_code: null,
  supplier_id: 1,
  polygon_id: 'z',
  neighbourhood: 'Chapinero',
  reference: 'Portería',
};

describe('orderBody', () => {
  it('sends lines without prices, the address with the located point, the coupon and the slot', () => {
    const draft = {
      ...initialDraft(),
      scheduledFor: '2026-03-02T19:00:00.000Z',
      coupon: { code: 'bienvenida', discount: 1, free_shipping: false },
    };
    const body = orderBody({ kind: 'schedule', lines, draft, location, birthDate: null });
    expect(body).toMatchObject({
      service: 'delivery',
      subservice: 'schedule',
      scheduled_for: draft.scheduledFor,
      coupon: 'bienvenida',
    });
    expect(body.lines).toEqual([{ product_id: 'picada-2', count: 2, options: {}, note: null }]);
    expect(body.address).toMatchObject({ latitude: 4.6451, longitude: -74.0633 });
  });

  it('takes away without an address, and as soon as possible unless a time is chosen', () => {
    const draft = { ...initialDraft(), scheduledFor: '2026-03-02T19:00:00.000Z' };
    expect(orderBody({ kind: 'take_away', lines, draft, location, birthDate: null })).toMatchObject({
      service: 'take_away',
      subservice: null,
      address: null,
      scheduled_for: null,
    });
    expect(
      orderBody({
        kind: 'take_away',
        lines,
        draft: { ...draft, pickup: 'scheduled' },
        location,
        birthDate: null,
      }).scheduled_for,
    ).toBe(draft.scheduledFor);
  });
});
