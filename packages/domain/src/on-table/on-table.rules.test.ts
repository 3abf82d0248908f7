import { describe, expect, it } from 'vitest';
import {
  asksPlaceNumber,
  callWaiterMinimum,
  hasRequiredTable,
  isPaymentMandatory,
  isSendToKitchenMandatory,
  isSharedPlace,
  meetsCallWaiterMinimum,
  myOrderBack,
  onTableMode,
  onTableRules,
  requiresTableId,
  unsentProductsBlockPayment,
} from './on-table.rules.ts';

describe('on-table modes (spec §4)', () => {
  it.each(['basic', 'my-list', 'checkout', 'checkout_plazoleta', 'checkout_no_incremental'])(
    'takes the branch class %s as its mode',
    (cls) => {
      expect(onTableMode(cls)).toBe(cls);
    },
  );

  it.each([null, undefined, '', 'checkout-plazoleta', 'CHECKOUT', 'delivery'])(
    'defaults to basic when none of the others applies (%s)',
    (cls) => {
      expect(onTableMode(cls)).toBe('basic');
    },
  );

  it('requires a table id in checkout and no-incremental only', () => {
    expect(requiresTableId('checkout')).toBe(true);
    expect(requiresTableId('checkout_no_incremental')).toBe(true);
    for (const mode of ['basic', 'my-list', 'checkout_plazoleta'] as const)
      expect(requiresTableId(mode)).toBe(false);
  });

  it('accepts only a non-empty table id where one is required', () => {
    expect(hasRequiredTable('checkout', 'mesa-4')).toBe(true);
    expect(hasRequiredTable('checkout', '')).toBe(false);
    expect(hasRequiredTable('checkout', '   ')).toBe(false);
    expect(hasRequiredTable('checkout_no_incremental', null)).toBe(false);
    expect(hasRequiredTable('checkout_plazoleta', null)).toBe(true);
    expect(hasRequiredTable('basic', undefined)).toBe(true);
  });

  it('makes payment mandatory for plazoleta, no-incremental and room service', () => {
    expect(isPaymentMandatory('checkout_plazoleta', null)).toBe(true);
    expect(isPaymentMandatory('checkout_no_incremental', null)).toBe(true);
    expect(isPaymentMandatory('basic', 'room')).toBe(true);
    expect(isPaymentMandatory('checkout', 'room')).toBe(true);
    expect(isPaymentMandatory('checkout', null)).toBe(false);
    expect(isPaymentMandatory('my-list', null)).toBe(false);
  });

  it('makes sending to kitchen mandatory in checkout mode only', () => {
    expect(isSendToKitchenMandatory('checkout')).toBe(true);
    for (const mode of ['basic', 'my-list', 'checkout_plazoleta', 'checkout_no_incremental'] as const)
      expect(isSendToKitchenMandatory(mode)).toBe(false);
  });

  describe('unsentProductsBlockPayment', () => {
    it('refuses to pay a checkout bill while products wait to be sent to the kitchen', () => {
      expect(unsentProductsBlockPayment(onTableRules('checkout', null), 1)).toBe(true);
      expect(unsentProductsBlockPayment(onTableRules('checkout', null), 0)).toBe(false);
    });

    it('lets pay-first classes and room service pay pending products: paying sends them', () => {
      for (const cls of ['checkout_plazoleta', 'checkout_no_incremental'])
        expect(unsentProductsBlockPayment(onTableRules(cls, null), 3)).toBe(false);
      expect(unsentProductsBlockPayment(onTableRules('checkout', 'room'), 3)).toBe(false);
    });
  });

  it('describes each class: basic is the menu only, my-list a list, checkout pays at the end', () => {
    expect(onTableRules('basic', null)).toMatchObject({
      ordering: false,
      list: false,
      payBeforeKitchen: false,
    });
    expect(onTableRules('my-list', null)).toMatchObject({ ordering: false, list: true });
    expect(onTableRules('checkout', null)).toMatchObject({
      ordering: true,
      sendToKitchenMandatory: true,
      paymentMandatory: false,
      incremental: true,
      payBeforeKitchen: false,
    });
    expect(onTableRules('checkout_plazoleta', null)).toMatchObject({
      ordering: true,
      payBeforeKitchen: true,
      incremental: true,
    });
    expect(onTableRules('checkout_no_incremental', null)).toMatchObject({
      ordering: true,
      payBeforeKitchen: true,
      incremental: false,
      requiresTableId: true,
    });
  });

  it('orders and pays first for room service, whatever the class', () => {
    for (const cls of ['basic', 'my-list', 'checkout']) {
      expect(onTableRules(cls, 'room')).toMatchObject({
        ordering: true,
        list: false,
        payBeforeKitchen: true,
      });
    }
  });
});

describe('pay-by-call-waiter minimum (spec §9)', () => {
  it('is 10000 in Colombia, 50 in Mexico, else 0, in minor units', () => {
    expect(callWaiterMinimum('CO', 'COP')).toBe(10_000);
    expect(callWaiterMinimum('MX', 'MXN')).toBe(5_000);
    expect(callWaiterMinimum('mx', 'MXN')).toBe(5_000);
    expect(callWaiterMinimum('CL', 'CLP')).toBe(0);
    expect(callWaiterMinimum('BR', 'BRL')).toBe(0);
  });

  it('compares an order total with it', () => {
    expect(meetsCallWaiterMinimum(9_999, 'CO', 'COP')).toBe(false);
    expect(meetsCallWaiterMinimum(10_000, 'CO', 'COP')).toBe(true);
    expect(meetsCallWaiterMinimum(4_999, 'MX', 'MXN')).toBe(false);
    expect(meetsCallWaiterMinimum(0, 'PE', 'PEN')).toBe(true);
  });
});

describe('cart navigation state of the MyOrder back button (spec §4)', () => {
  const base = { productsCooking: true, listNonEmpty: true, openPurchase: true, onCluvipayPath: false };

  it('0 goes back in history', () => {
    expect(myOrderBack({ ...base, state: 0 })).toEqual({ action: 'history', next: 0 });
  });

  it('1 goes back and stays 1 while products cook in a non-empty open order', () => {
    expect(myOrderBack({ ...base, state: 1 })).toEqual({ action: 'history', next: 1 });
  });

  it.each([
    ['nothing cooks', { productsCooking: false }],
    ['the list is empty', { listNonEmpty: false }],
    ['no purchase is open', { openPurchase: false }],
  ])('1 resets to 0 when %s', (_name, patch) => {
    expect(myOrderBack({ ...base, state: 1, ...patch })).toEqual({ action: 'history', next: 0 });
  });

  it('2 goes to the digital menu on a cluvipay path and resets to 0', () => {
    expect(myOrderBack({ ...base, state: 2, onCluvipayPath: true })).toEqual({
      action: 'digital_menu',
      next: 0,
    });
  });

  it('2 goes back elsewhere and resets to 0', () => {
    expect(myOrderBack({ ...base, state: 2 })).toEqual({ action: 'history', next: 0 });
  });
});

describe('places', () => {
  it('shares one order at tables and rooms, not at seats, boxes or counters', () => {
    expect(isSharedPlace('table')).toBe(true);
    expect(isSharedPlace('room')).toBe(true);
    for (const kind of ['seat', 'box', 'counter'] as const) expect(isSharedPlace(kind)).toBe(false);
  });

  it('asks the number of a seat or a box', () => {
    expect(asksPlaceNumber('seat')).toBe(true);
    expect(asksPlaceNumber('box')).toBe(true);
    expect(asksPlaceNumber('table')).toBe(false);
  });
});
