import { describe, expect, it } from 'vitest';
import {
  ageIssue,
  ageOn,
  dateIn,
  isAvailable,
  listedPrice,
  maxCount,
  optionIssues,
  stockIssue,
  unitPrice,
} from './cart.rules.ts';
import { availabilityWindowSchema, type MenuOptionGroup } from './catalog.schema.ts';

const option = (id: string, price = 0, available = true) => ({
  id,
  name: { es: id },
  price,
  allergens: { contains: [], may_contain: [] },
  available,
});
const group = (overrides: Partial<MenuOptionGroup>): MenuOptionGroup => ({
  id: 'g',
  name: { es: 'Salsas', en: 'Sauces' },
  min: 0,
  max: 1,
  required: false,
  options: [option('a'), option('b', 500), option('c', 1_000)],
  ...overrides,
});

describe('optionIssues (spec §5 product options)', () => {
  it('accepts a valid choice', () => {
    expect(optionIssues([group({ required: true })], { g: ['a'] })).toEqual([]);
  });
  it('asks for a required group with nothing chosen, naming the group in the language', () => {
    expect(optionIssues([group({ required: true })], {}, 'en')).toEqual([
      { key: 'option_required', params: { group: 'Sauces' } },
    ]);
  });
  it('enforces the minimum count', () => {
    expect(optionIssues([group({ min: 2, max: 3 })], { g: ['a'] })).toEqual([
      { key: 'option_minimum', params: { group: 'Salsas', min: 2 } },
    ]);
  });
  it('enforces the maximum count, counting an option once', () => {
    expect(optionIssues([group({ max: 2 })], { g: ['a', 'b', 'c'] })).toEqual([
      { key: 'option_maximum', params: { group: 'Salsas', max: 2 } },
    ]);
    expect(optionIssues([group({ max: 2 })], { g: ['a', 'a', 'b'] })).toEqual([]);
  });
  it('refuses unknown groups, unknown options and unavailable options', () => {
    expect(optionIssues([group({})], { other: ['a'] })[0]?.key).toBe('option_unknown');
    expect(optionIssues([group({})], { g: ['zzz'] })[0]?.key).toBe('option_unknown');
    expect(
      optionIssues([group({ options: [option('a', 0, false), option('b')] })], { g: ['a'] })[0]?.key,
    ).toBe('option_unknown');
  });
});

describe('stockIssue (spec §5 stock)', () => {
  it('treats no stock as unlimited', () => {
    expect(stockIssue(null, 99)).toBeNull();
  });
  it('suggests the maximum stock when asking for more', () => {
    expect(stockIssue(3, 5)).toEqual({ key: 'stock_quantity_unavailable', params: { stock: 3 } });
    expect(stockIssue(3, 3)).toBeNull();
  });
  it('says the stock limit was exceeded when the cart already holds all there is', () => {
    expect(stockIssue(3, 1, 3)).toEqual({ key: 'stock_limit_exceeded', params: {} });
    expect(stockIssue(3, 2, 2)).toEqual({ key: 'stock_quantity_unavailable', params: { stock: 3 } });
    expect(stockIssue(3, 1, 2)).toBeNull();
  });
  it('says out of stock when nothing is left', () => {
    expect(stockIssue(0, 1)).toEqual({ key: 'products_out_of_stock', params: {} });
  });
  it('caps the count a diner can pick at the stock', () => {
    expect(maxCount(null)).toBe(99);
    expect(maxCount(4)).toBe(4);
  });
});

describe('availability by service and time of day (venue time zone)', () => {
  const lunch = [{ days: [1, 2, 3, 4, 5], from: '12:00', to: '15:00' }];
  // 2026-11-23 is a Monday; 17:30 UTC is 12:30 in Bogotá
  const mondayNoonBogota = new Date('2026-11-23T17:30:00Z');
  const sold = (availability: { days: number[]; from: string; to: string }[]) => ({
    services: ['delivery' as const],
    availability,
    stock: null,
  });
  const at = (product: ReturnType<typeof sold>, iso: string) =>
    isAvailable(product, 'delivery', new Date(iso), 'America/Bogota');
  it('is available inside a window on its days', () => {
    expect(isAvailable(sold(lunch), 'delivery', mondayNoonBogota, 'America/Bogota')).toBe(true);
  });
  it('is not available outside the window or on other days', () => {
    expect(at(sold(lunch), '2026-11-23T22:00:00Z')).toBe(false);
    expect(at(sold(lunch), '2026-11-22T17:30:00Z')).toBe(false);
  });
  it('handles windows that run past midnight', () => {
    const late = sold([{ days: [5], from: '22:00', to: '02:00' }]);
    expect(at(late, '2026-11-28T06:30:00Z')).toBe(true); // Sat 01:30
    expect(at(late, '2026-11-28T08:30:00Z')).toBe(false); // Sat 03:30
  });
  it('takes the same windows as opening hours: from and to must differ, 24:00 is the latest end', () => {
    expect(availabilityWindowSchema.safeParse({ days: [1], from: '12:00', to: '12:00' }).success).toBe(false);
    expect(availabilityWindowSchema.safeParse({ days: [1], from: '12:00', to: '24:30' }).success).toBe(false);
    expect(availabilityWindowSchema.safeParse({ days: [1], from: '00:00', to: '24:00' }).success).toBe(true);
  });
  it('requires the service and some stock', () => {
    const product = { services: ['delivery' as const], availability: [], stock: null };
    expect(isAvailable(product, 'delivery', mondayNoonBogota, 'America/Bogota')).toBe(true);
    expect(isAvailable(product, 'on_table', mondayNoonBogota, 'America/Bogota')).toBe(false);
    expect(isAvailable({ ...product, stock: 0 }, 'delivery', mondayNoonBogota, 'America/Bogota')).toBe(false);
  });
});

describe('age check (spec §5)', () => {
  it('computes whole years, turning a year older on the birthday', () => {
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
  });
  it('requires a valid birth date', () => {
    expect(ageIssue(null, '2026-11-22')?.key).toBe('invalid_birth_date');
    expect(ageIssue('2001-02-30', '2026-11-22')?.key).toBe('invalid_birth_date');
    expect(ageIssue('2030-01-01', '2026-11-22')?.key).toBe('invalid_birth_date');
    expect(ageIssue('1890-01-01', '2026-11-22')?.key).toBe('invalid_birth_date');
  });
  it('blocks buyers under 18 and lets adults through', () => {
    expect(ageIssue('2010-05-01', '2026-11-22')?.key).toBe('underage_blocked');
    expect(ageIssue('1990-05-01', '2026-11-22')).toBeNull();
  });
  it("takes today's date in the venue's time zone", () => {
    expect(dateIn(new Date('2026-11-23T03:00:00Z'), 'America/Bogota')).toBe('2026-11-22');
  });
});

describe('unitPrice', () => {
  it('uses the promo price plus the chosen options', () => {
    const product = { price: 20_000, promo: 15_000, option_groups: [group({ max: 3 })] };
    expect(unitPrice(product, { g: ['b', 'c'] })).toBe(16_500);
    expect(unitPrice({ ...product, promo: null }, {})).toBe(20_000);
  });

  it("charges the service's own price at the branch, unless a promo price is set", () => {
    const product = {
      price: 20_000,
      promo: null,
      service_prices: { on_table: 22_000 },
      option_groups: [group({ max: 3 })],
    };
    expect(unitPrice(product, { g: ['b'] }, 'on_table')).toBe(22_500);
    expect(unitPrice(product, {}, 'delivery')).toBe(20_000);
    expect(unitPrice(product, {})).toBe(20_000);
    expect(unitPrice({ ...product, promo: 15_000 }, {}, 'on_table')).toBe(15_000);
  });
});

describe('listedPrice', () => {
  it("answers the service's price when the branch has one, else the product's", () => {
    const product = { price: 20_000, service_prices: { on_table: 22_000, take_away: 0 } };
    expect(listedPrice(product, 'on_table')).toBe(22_000);
    expect(listedPrice(product, 'take_away')).toBe(0);
    expect(listedPrice(product, 'delivery')).toBe(20_000);
    expect(listedPrice(product, null)).toBe(20_000);
    expect(listedPrice({ price: 20_000 }, 'on_table')).toBe(20_000);
  });
});
