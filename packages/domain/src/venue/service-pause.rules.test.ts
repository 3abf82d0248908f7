import { describe, expect, it } from 'vitest';
import { servicesOpenNow } from './service-pause.rules.ts';

const all = {
  serviceDelivery: true,
  serviceSchedule: true,
  serviceTakeAway: true,
  serviceTable: true,
  serviceBook: true,
};

describe('servicesOpenNow', () => {
  it('closes a paused service, and scheduled delivery with delivery', () => {
    expect(servicesOpenNow(all, ['delivery'])).toMatchObject({
      serviceDelivery: false,
      serviceSchedule: false,
      serviceTakeAway: true,
    });
    expect(servicesOpenNow(all, ['on_table', 'book'])).toMatchObject({
      serviceTable: false,
      serviceBook: false,
    });
  });

  it('never opens what the venue file does not offer', () => {
    expect(servicesOpenNow({ ...all, serviceBook: false }, []).serviceBook).toBe(false);
    expect(servicesOpenNow(all, [])).toEqual(all);
  });
});
