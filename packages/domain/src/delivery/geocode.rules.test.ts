import { describe, expect, it } from 'vitest';
import { placeIsInTypedCity } from './geocode.rules.ts';

const chapinero = { city: 'Bogotá', formatted_address: 'Calle 60, Chapinero, Bogotá' };
const miraflores = { city: 'Miraflores', formatted_address: 'Avenida Larco, Miraflores, Lima, Perú' };

describe('placeIsInTypedCity (the typed city bounds the geocoded address)', () => {
  it('takes a place in the city typed, accents, case and one-letter words aside', () => {
    expect(placeIsInTypedCity(chapinero, 'Bogotá')).toBe(true);
    expect(placeIsInTypedCity(chapinero, 'bogota')).toBe(true);
    expect(placeIsInTypedCity(chapinero, 'Bogotá D.C.')).toBe(true);
    expect(
      placeIsInTypedCity({ city: 'Ciudad de México', formatted_address: 'Roma Norte' }, 'ciudad de mexico'),
    ).toBe(true);
  });

  it('refuses a place in another city, or in a city that does not exist', () => {
    expect(placeIsInTypedCity(chapinero, 'Lima')).toBe(false);
    expect(placeIsInTypedCity(chapinero, 'Zzqx')).toBe(false);
    expect(placeIsInTypedCity(chapinero, 'Bogotá Zzqx')).toBe(false);
  });

  it("finds the city in the place's whole name when its city is a district of it", () => {
    expect(placeIsInTypedCity(miraflores, 'Lima')).toBe(true);
  });

  it('takes any place when no city is typed', () => {
    expect(placeIsInTypedCity(chapinero, '')).toBe(true);
    expect(placeIsInTypedCity(chapinero, ' . ')).toBe(true);
  });
});
