import { describe, expect, it } from 'vitest';
import { countServices, linkTypeOf } from './venue.rules.ts';

describe('linkTypeOf', () => {
  it('maps each service link target of the landing to its service type', () => {
    expect(linkTypeOf('service_table')).toBe('on_table');
    expect(linkTypeOf('service_delivery')).toBe('delivery');
    expect(linkTypeOf('service_take_away')).toBe('take_away');
    expect(linkTypeOf('service_book')).toBe('book');
    expect(linkTypeOf('service_schedule')).toBe('schedule');
  });
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
