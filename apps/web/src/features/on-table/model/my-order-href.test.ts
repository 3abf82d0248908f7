import { describe, expect, it } from 'vitest';
import { myOrderHref } from './my-order-href.ts';

describe('myOrderHref (spec §2: MyOrder of a table order and of grab-and-go)', () => {
  it('opens a grab-and-go order on the grab-and-go MyOrder', () => {
    expect(myOrderHref('usaquen', { id: 'p-1', subservice: 'grab_and_go' })).toBe(
      '/usaquen/grab-and-go/my-order',
    );
  });
  it('opens a table or room order on MyOrder by its purchase id', () => {
    expect(myOrderHref('chapinero', { id: 'p-2', subservice: null })).toBe(
      '/chapinero/menu-digital/my-order/p-2',
    );
    expect(myOrderHref('chapinero', { id: 'p-3', subservice: 'room' })).toBe(
      '/chapinero/menu-digital/my-order/p-3',
    );
  });
});
