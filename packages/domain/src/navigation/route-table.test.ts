import { describe, expect, it } from 'vitest';
import { reservedSlugs } from '../venue/venue.paths.ts';
import { backTarget, popupsAllowed } from './navigation.rules.ts';
import { headerTypes, menuPageSegments, routeTable, storefrontTopSegments } from './route-table.ts';

// spec §2 route table, exactly as printed: QR codes and shared links depend on these paths.
const specPaths = [
  '/',
  '/location',
  '/my-location',
  '/branch-to-on-table',
  '/branch-to-take-away',
  '/branch-without-service',
  '/branch-to-book',
  '/branch-offices',
  '/branch-whatsapp',
  '/ratecluvi/{purchase_id}/{token}',
  '/reservarpopup/{branch_id}',
  '/{supplier_id}',
  '/{supplier_id}/precheckout',
  '/{supplier_id}/checkout/{id}',
  '/{supplier_id}/webcheckout/{order_id}',
  '/{supplier_id}/menu-digital',
  '/{supplier_id}/grab-and-go',
  '/{supplier_id}/menu-digital/home',
  '/{supplier_id}/menu-digital/my-order/{purchase_id}',
  '/{supplier_id}/grab-and-go/my-order',
  '/{supplier_id}/menu-digital/order',
  '/{supplier_id}/delivery/order',
  '/{supplier_id}/menu',
  '/{supplier_id}/maincategories',
  '/{supplier_id}/subcategories',
  '/{supplier_id}/service-room',
  '/{supplier_id}/md',
  '/{supplier_id}/delivery',
  '/{supplier_id}/reservar',
  '/{supplier_id}/orders',
  '/{supplier_id}/order/{order_id}',
  '/{supplier_id}/politicas-servicio',
  '/{supplier_id}/view/{product_id}',
  '/{supplier_id}/{product_id}',
  '/{supplier_id}/sl/{profile_id}/{token}',
  '/{supplier_id}/sl/{profile_id}/{token}/{purchase_id}',
  '/book_info/{id}/{token}',
  '/rate/{id}/{token}',
  '/{supplier_id}/history-my-orders',
];

/** A router pattern in the spec's notation: every `:param` as `{…}`. */
const shape = (path: string) => path.replace(/:\w+/g, '{}');

describe('the route facts table (spec §2)', () => {
  it('has every path of the spec route table, exactly', () => {
    const table = new Set(Object.values(routeTable).map((fact) => shape(fact.path)));
    for (const path of specPaths) expect(table, path).toContain(path.replace(/\{\w+\}/g, '{}'));
  });

  it('gives every screen a known header type, or none', () => {
    for (const [name, fact] of Object.entries(routeTable))
      if (fact.header !== null) expect(headerTypes, name).toContain(fact.header);
    expect(backTarget(routeTable.menu.header, { supplierSlug: 'centro', service: 'delivery' })).toEqual({
      kind: 'path',
      to: '/centro',
    });
  });

  it("keeps the storefront's own first segments from ever being a branch slug", () => {
    expect([...storefrontTopSegments].sort()).toEqual(
      [
        'book_info',
        'branch-offices',
        'branch-to-book',
        'branch-to-on-table',
        'branch-to-take-away',
        'branch-whatsapp',
        'branch-without-service',
        'legal',
        'location',
        'my-location',
        'newmenu',
        'rate',
        'ratecluvi',
        'reservarpopup',
      ].sort(),
    );
    for (const segment of storefrontTopSegments) expect(reservedSlugs.has(segment), segment).toBe(true);
  });

  it('names the menu pages whose HTML head carries the menu', () => {
    expect([...menuPageSegments].sort()).toEqual(
      ['grab-and-go', 'maincategories', 'md', 'menu', 'menu-digital', 'subcategories'].sort(),
    );
  });

  it('shows no pop-up on Main, Location or the Branch* screens (spec §2 Layout)', () => {
    for (const screen of ['main', 'location', 'branchToBook', 'branchOffices'])
      expect(popupsAllowed(screen, true, true), screen).toBe(false);
    expect(popupsAllowed('menu', true, true)).toBe(true);
  });
});
