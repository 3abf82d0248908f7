import { describe, expect, it } from 'vitest';
import { branchServices, countServices, linkTypeOf } from './venue.rules.ts';

describe('linkTypeOf', () => {
  it.each(['table', 'delivery', 'take_away', 'book', 'schedule'])(
    'maps the landing link service_%s to its service type',
    (service) => {
      expect(linkTypeOf(`service_${service}`)).toBe(service === 'table' ? 'on_table' : service);
    },
  );
  it('treats any other url as an external link', () => {
    expect(linkTypeOf('https://instagram.com/venue')).toBe('external');
  });
});

describe('countServices', () => {
  it('counts the enabled services of a branch', () => {
    expect(
      countServices({
        service_delivery: true,
        service_take_away: false,
        service_table: true,
        service_book: true,
        service_schedule: false,
      }),
    ).toBe(3);
  });
});

describe('branchServices', () => {
  const none = {
    service_delivery: false,
    service_take_away: false,
    service_table: false,
    service_book: false,
    service_schedule: false,
  };
  it('lists the services whose flag is on, in the storefront order', () => {
    expect(
      branchServices({ ...none, service_schedule: true, service_table: true, service_delivery: true }),
    ).toEqual(['delivery', 'on_table', 'schedule']);
    expect(branchServices({ ...none, service_book: true, service_take_away: true })).toEqual([
      'take_away',
      'book',
    ]);
  });
  it('lists nothing for a branch without services, and counts what it lists', () => {
    expect(branchServices(none)).toEqual([]);
    expect(countServices({ ...none, service_book: true, service_take_away: true })).toBe(2);
  });
});
