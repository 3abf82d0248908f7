import { type KitchenStation, kitchenStations } from '@storefront/domain/staff/kitchen-stations.rules';
import { useState } from 'react';

// What this device's board shows, remembered on the device (a tablet stays the grill's): a station
// or the expo (null), and the large-type mode read from a metre away (ADR 108).

const STATION_KEY = 'storefront.kitchen.station';
const LARGE_KEY = 'storefront.kitchen.large';

function saved(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function save(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode: remembered for this visit only
  }
}

export function useKitchenView() {
  const [station, setStation] = useState<KitchenStation | null>(() => {
    const value = saved(STATION_KEY);
    return (kitchenStations as readonly string[]).includes(value ?? '') ? (value as KitchenStation) : null;
  });
  const [large, setLarge] = useState(() => saved(LARGE_KEY) === '1');
  return {
    station,
    large,
    chooseStation(next: KitchenStation | null) {
      setStation(next);
      save(STATION_KEY, next);
    },
    toggleLarge() {
      setLarge(!large);
      save(LARGE_KEY, large ? null : '1');
    },
  };
}
