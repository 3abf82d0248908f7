import { describe, expect, it } from 'vitest';
import { newMenuRedirect } from './new-menu.rules.ts';

const all = {
  screen: 'onTableHome',
  supplierSlug: 'providencia',
  newMenuV3: true,
  onTableClass: 'basic',
  service: 'on_table',
  basicOnTable: true,
};

describe('new menu v3 guard (spec §2 Navigation rules)', () => {
  it.each(['onTableHome', 'menu', 'mainCategories', 'subCategories'])(
    'sends %s to the new menu when all four conditions hold',
    (screen) => {
      expect(newMenuRedirect({ ...all, screen })).toBe('/newmenu/providencia/on_table/basic');
    },
  );

  it.each([
    ['the instance does not use the v3 menu', { newMenuV3: false }],
    ['the class is not basic', { onTableClass: 'checkout' }],
    ['the service is not on_table', { service: 'delivery' }],
    ['no service is set', { service: null }],
    ['the instance is not basic on-table', { basicOnTable: false }],
  ])('lets navigation proceed when %s', (_name, patch) => {
    expect(newMenuRedirect({ ...all, ...patch })).toBeNull();
  });

  it.each(['home', 'product', 'onTableOrder', 'myOrder', 'newMenu'])('never guards %s', (screen) => {
    expect(newMenuRedirect({ ...all, screen })).toBeNull();
  });
});
