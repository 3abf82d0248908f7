import { describe, expect, it } from 'vitest';
import {
  backTarget,
  mainHeaderLeading,
  popupsAllowed,
  productBackPath,
  ratingTabVisible,
} from './navigation.rules.ts';
import { cartIconScreens, headerTypes } from './route-table.ts';

const ctx = { supplierSlug: 'chapinero', service: 'delivery' };

describe('backTarget per header type (spec §2 Layout)', () => {
  it.each([
    ['main', '/'],
    ['to_main', '/'],
    ['tomenu', '/chapinero/menu'],
    ['tohome', '/chapinero'],
    ['tobook', '/chapinero/reservar'],
    ['ordermyontable', '/chapinero/menu-digital/home'],
    ['maincategories', '/chapinero/maincategories'],
    ['toOrderinprogress', '/chapinero/menu-digital/order'],
    ['cluvi-pay', '/chapinero/menu-digital'],
  ] as const)('%s goes to %s', (type, path) => {
    expect(backTarget(type, ctx)).toEqual({ kind: 'path', to: path });
  });
  it.each(['internal', 'back_action', 'my_order'] as const)('%s goes one step back', (type) => {
    expect(backTarget(type, ctx)).toEqual({ kind: 'history' });
  });
  it('tohome goes to the on-table home when the service is on_table', () => {
    expect(backTarget('tohome', { ...ctx, service: 'on_table' })).toEqual({
      kind: 'path',
      to: '/chapinero/menu-digital/home',
    });
  });
  it('goes to the landing for branch screens when no branch is known', () => {
    for (const type of headerTypes) {
      const target = backTarget(type, { supplierSlug: null, service: null });
      if (target.kind === 'path') expect(target.to).toBe('/');
    }
  });
});

describe('header main leading button', () => {
  it('shows the menu icon when the branch has more than one service, else back-to-main', () => {
    expect(mainHeaderLeading(2)).toBe('menu');
    expect(mainHeaderLeading(1)).toBe('back_to_main');
    expect(mainHeaderLeading(null)).toBe('back_to_main');
  });
});

describe('productBackPath (spec §2 Navigation)', () => {
  it('goes to the on-table home for on_table, else Home', () => {
    expect(productBackPath('chapinero', 'on_table')).toBe('/chapinero/menu-digital/home');
    expect(productBackPath('chapinero', 'delivery')).toBe('/chapinero');
  });
});

describe('cart icon screens', () => {
  it('are exactly Menu, MainCategories, OnTableHome, Home, MyOrder, DeliveryCartInProgress and SubCategories', () => {
    expect([...cartIconScreens].sort()).toEqual(
      [
        'deliveryCart',
        'grabAndGoMyOrder',
        'home',
        'mainCategories',
        'menu',
        'myOrder',
        'onTableHome',
        'subCategories',
      ].sort(),
    );
  });
});

describe('popupsAllowed', () => {
  it('never on Main, Location or the branch pickers', () => {
    for (const screen of ['main', 'location', 'branchOffices', 'branchToOnTable', 'branchWhatsapp']) {
      expect(popupsAllowed(screen, true, true)).toBe(false);
    }
  });
  it('only once a branch and a service are set', () => {
    expect(popupsAllowed('menu', true, true)).toBe(true);
    expect(popupsAllowed('menu', false, true)).toBe(false);
    expect(popupsAllowed('menu', true, false)).toBe(false);
  });
});

describe('ratingTabVisible', () => {
  const base = {
    screen: 'onTableHome',
    onTableClass: 'basic',
    subservice: null,
    rateDigitalmenu: true,
    rateNps: false,
  };
  it('shows on OnTableHome and Menu for basic on-table when rating is enabled', () => {
    expect(ratingTabVisible(base)).toBe(true);
    expect(ratingTabVisible({ ...base, screen: 'menu', rateDigitalmenu: false, rateNps: true })).toBe(true);
  });
  it('hides for room service, other classes, other screens or no rating', () => {
    expect(ratingTabVisible({ ...base, subservice: 'room' })).toBe(false);
    expect(ratingTabVisible({ ...base, onTableClass: 'checkout' })).toBe(false);
    expect(ratingTabVisible({ ...base, screen: 'home' })).toBe(false);
    expect(ratingTabVisible({ ...base, rateDigitalmenu: false })).toBe(false);
  });
});
