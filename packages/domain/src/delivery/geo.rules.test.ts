import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleOutline,
  coveringZones,
  haversineKm,
  nearest,
  type Polygon,
  pointInPolygon,
  roundKm,
} from './geo.rules.ts';

// A square around Chapinero, Bogotá, and an L-shaped (concave) zone.
const square: Polygon = [
  [4.63, -74.075],
  [4.66, -74.075],
  [4.66, -74.05],
  [4.63, -74.05],
];
const lShape: Polygon = [
  [0, 0],
  [0, 2],
  [1, 2],
  [1, 1],
  [2, 1],
  [2, 0],
];

describe('pointInPolygon', () => {
  it('holds a point inside the zone and refuses one outside it', () => {
    expect(pointInPolygon({ lat: 4.645, lng: -74.063 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 4.7, lng: -74.063 }, square)).toBe(false);
    expect(pointInPolygon({ lat: 4.645, lng: -74.1 }, square)).toBe(false);
  });

  it('follows a concave outline', () => {
    expect(pointInPolygon({ lat: 0.5, lng: 1.5 }, lShape)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 0.5 }, lShape)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 1.5 }, lShape)).toBe(false);
  });

  it('never holds anything in fewer than three points', () => {
    expect(
      pointInPolygon({ lat: 0, lng: 0 }, [
        [0, 0],
        [1, 1],
      ]),
    ).toBe(false);
  });

  it('agrees with the bounding box for any rectangle', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.001, max: 5, noNaN: true }),
        fc.double({ min: 0.001, max: 5, noNaN: true }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.double({ min: -1, max: 2, noNaN: true }),
        (lat, lng, h, w, u, v) => {
          const rect: Polygon = [
            [lat, lng],
            [lat + h, lng],
            [lat + h, lng + w],
            [lat, lng + w],
          ];
          const point = { lat: lat + h * u, lng: lng + w * v };
          const inBox = v > 0 && v < 1;
          if (Math.abs(v) < 1e-9 || Math.abs(v - 1) < 1e-9) return;
          expect(pointInPolygon(point, rect)).toBe(inBox);
        },
      ),
    );
  });
});

describe('haversineKm and nearest branch', () => {
  it('measures known distances within 1 %', () => {
    // Bogotá Chapinero to Medellín El Poblado: about 244 km.
    const km = haversineKm({ lat: 4.6451, lng: -74.0633 }, { lat: 6.2087, lng: -75.5659 });
    expect(km).toBeGreaterThan(238);
    expect(km).toBeLessThan(250);
    // One degree of latitude: 111.2 km.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
  });

  it('is symmetric and zero for the same point', () => {
    const a = { lat: 19.4194, lng: -99.1617 };
    const b = { lat: 19.3497, lng: -99.1625 };
    expect(haversineKm(a, a)).toBe(0);
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
  });

  it('finds the nearest branch with coordinates and its distance rounded to one decimal', () => {
    const branches = [
      { slug: 'chapinero', latitude: 4.6451, longitude: -74.0633 },
      { slug: 'usaquen', latitude: 4.6953, longitude: -74.0308 },
      { slug: 'nowhere', latitude: null, longitude: null },
    ];
    const found = nearest({ lat: 4.7213, lng: -74.0419 }, branches);
    expect(found?.place.slug).toBe('usaquen');
    expect(roundKm(found!.km)).toBe(3.1);
    expect(nearest({ lat: 0, lng: 0 }, [branches[2]!])).toBeNull();
  });

  it('lists the zones that cover a point', () => {
    const zones = [
      { id: 'a', polygon: square },
      { id: 'b', polygon: lShape },
    ];
    expect(coveringZones({ lat: 4.645, lng: -74.063 }, zones).map((z) => z.id)).toEqual(['a']);
    expect(coveringZones({ lat: 10, lng: 10 }, zones)).toEqual([]);
  });
});

describe('circleOutline', () => {
  it('outlines a circle zone whose points are at its radius, covering the centre and not beyond', () => {
    const center = { lat: 4.65, lng: -74.06 };
    const outline = circleOutline({ center: [center.lat, center.lng], meters: 1500 });
    expect(outline).toHaveLength(48);
    for (const [lat, lng] of outline) expect(haversineKm(center, { lat, lng })).toBeCloseTo(1.5, 2);
    expect(pointInPolygon(center, outline)).toBe(true);
    expect(pointInPolygon({ lat: 4.65, lng: -74.06 + 0.0125 }, outline)).toBe(true);
    expect(pointInPolygon({ lat: 4.65, lng: -74.06 + 0.0145 }, outline)).toBe(false);
  });
});
