// spec §4 Service selection. The label is stored as a key the storefront translates, so a language
// change re-words it.

export type Service = 'on_table' | 'delivery' | 'take_away' | 'book';
export type Subservice = 'room' | 'schedule' | null;
export type ServiceLabel = 'on_table' | 'room' | 'delivery' | 'schedule' | 'take_away' | 'book';

/** A code as links and branch pickers name a service; `''` clears it. */
export type ServiceCode = Service | 'room_service' | 'schedule' | '';

export interface DeliveryZone {
  polygon_id: string | null;
  delivery_price: number;
  minimum_order_value: number;
}

export interface ServiceState {
  service: Service | null;
  subservice: Subservice;
  service_label: ServiceLabel | null;
  deliveryZone: DeliveryZone | null;
}

export const emptyDeliveryZone: DeliveryZone = {
  polygon_id: null,
  delivery_price: 0,
  minimum_order_value: 0,
};

export const noService: ServiceState = {
  service: null,
  subservice: null,
  service_label: null,
  deliveryZone: null,
};

/** Setting a service replaces service, subservice and label; take away also empties the delivery
 * zone; room_service is on_table + room; schedule is delivery + schedule; '' clears everything. */
export function selectService(state: ServiceState, code: ServiceCode): ServiceState {
  switch (code) {
    case '':
      return noService;
    case 'room_service':
      return { ...state, service: 'on_table', subservice: 'room', service_label: 'room' };
    case 'schedule':
      return { ...state, service: 'delivery', subservice: 'schedule', service_label: 'schedule' };
    case 'take_away':
      return {
        service: 'take_away',
        subservice: null,
        service_label: 'take_away',
        deliveryZone: emptyDeliveryZone,
      };
    default:
      return { ...state, service: code, subservice: null, service_label: code };
  }
}

/** The code that selects a state again (for the `service` query and the left panel). */
export function serviceCodeOf(state: Pick<ServiceState, 'service' | 'subservice'>): ServiceCode {
  if (state.service === 'on_table' && state.subservice === 'room') return 'room_service';
  if (state.service === 'delivery' && state.subservice === 'schedule') return 'schedule';
  return state.service ?? '';
}

const knownCodes = new Set<string>(['on_table', 'delivery', 'take_away', 'book', 'room_service', 'schedule']);

/** A `service` query parameter of the first URL (spec §2), when it names a known service. */
export function parseServiceCode(value: string | null | undefined): ServiceCode | null {
  return value && knownCodes.has(value) ? (value as ServiceCode) : null;
}
