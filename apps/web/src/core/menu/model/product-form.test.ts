import { describe, expect, it } from 'vitest';
import { addContextFixture, menuProduct, sidesGroup, termGroup } from '../../../test/menu.fixture.ts';
import { cartHref, orderWording } from './order-wording.ts';
import { addIssues, atMaximum, chosenOptionNames, groupHint, toggleOption } from './product-form.ts';

const product = menuProduct;
const ctx = addContextFixture;
const keys = (issues: { key: string }[]) => issues.map((i) => i.key);

describe('product form rules (spec §5)', () => {
  it('a single choice replaces, a multiple choice adds and drops', () => {
    let chosen = toggleOption({}, termGroup, 'medio', true);
    chosen = toggleOption(chosen, termGroup, 'bien', true);
    expect(chosen).toEqual({ termino: ['bien'] });
    chosen = toggleOption(chosen, sidesGroup, 'papas', true);
    chosen = toggleOption(chosen, sidesGroup, 'pan', true);
    expect(chosen.acompanantes).toEqual(['papas', 'pan']);
    expect(atMaximum(sidesGroup, chosen)).toBe(true);
    chosen = toggleOption(chosen, sidesGroup, 'papas', false);
    chosen = toggleOption(chosen, sidesGroup, 'pan', false);
    expect(chosen).toEqual({ termino: ['bien'] });
  });

  it('hints how many to choose', () => {
    expect(groupHint(termGroup)).toEqual({ key: 'choose_one', params: {} });
    expect(groupHint(sidesGroup)).toEqual({ key: 'choose_up_to', params: { max: 2 } });
    expect(groupHint({ min: 2, max: 2, required: true })).toEqual({
      key: 'choose_exactly',
      params: { count: 2 },
    });
    expect(groupHint({ min: 1, max: 3, required: true })).toEqual({
      key: 'choose_between',
      params: { min: 1, max: 3 },
    });
    expect(groupHint({ min: 0, max: 1, required: false }).key).toBe('choose_one_optional');
  });

  it('blocks until the required options are chosen', () => {
    expect(addIssues(product('churrasco'), {}, 1, ctx)).toEqual([
      { key: 'option_required', params: { group: 'Término' } },
    ]);
    expect(addIssues(product('churrasco'), { termino: ['medio'] }, 1, ctx)).toEqual([]);
  });

  it('refuses more than the stock, counting what is already in the cart', () => {
    expect(addIssues(product('ajiaco'), {}, 2, ctx)).toEqual([]);
    expect(addIssues(product('ajiaco'), {}, 2, { ...ctx, inCart: 1 })).toEqual([
      { key: 'stock_quantity_unavailable', params: { stock: 2 } },
    ]);
    // The cart holds all there is: no smaller count helps.
    expect(addIssues(product('ajiaco'), {}, 1, { ...ctx, inCart: 2 })).toEqual([
      { key: 'stock_limit_exceeded', params: {} },
    ]);
  });

  it('out of stock and not sold now come alone', () => {
    expect(keys(addIssues(product('agotado'), {}, 1, ctx))).toEqual(['products_out_of_stock']);
    expect(keys(addIssues(product('limonada'), {}, 1, ctx))).toEqual(['product_unavailable']);
    expect(keys(addIssues(product('limonada'), {}, 1, { ...ctx, service: 'on_table' }))).toEqual([]);
  });

  it('names the chosen options in menu order', () => {
    expect(
      chosenOptionNames(product('churrasco'), { acompanantes: ['pan', 'papas'], termino: ['medio'] }),
    ).toEqual([{ es: 'Medio' }, { es: 'Papas' }, { es: 'Pan de ajo' }]);
  });
});

describe('cart or list wording (spec §4 on-table modes)', () => {
  it('is a list only for the my-list class at the table', () => {
    expect(orderWording('my-list', 'on_table')).toBe('list');
    expect(orderWording('my-list', 'delivery')).toBe('cart');
    expect(orderWording('basic', 'on_table')).toBe('cart');
  });

  it('opens the on-table order at the table, else the delivery cart', () => {
    expect(cartHref('chapinero', 'on_table')).toBe('/chapinero/menu-digital/order');
    expect(cartHref('chapinero', 'take_away')).toBe('/chapinero/delivery/order');
    expect(cartHref('chapinero', null)).toBe('/chapinero/delivery/order');
  });
});
