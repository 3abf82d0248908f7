import { describe, expect, it } from 'vitest';
import { type BannerLinkContext, bannerLink } from './banner-links.ts';

const ctx: BannerLinkContext = {
  supplierSlug: 'chapinero',
  currentHost: 'la-brasa.localhost:4173',
  tableId: null,
  bannerLayout: true,
};

describe('banner and popup links (spec §2 Navigation rules)', () => {
  it('producto opens the product screen', () => {
    expect(bannerLink({ tipe: 'producto', param: 'churrasco', target: '_self' }, ctx)).toEqual({
      kind: 'route',
      to: '/chapinero/view/churrasco',
    });
  });

  it('categoria opens the menu of that category', () => {
    expect(bannerLink({ tipe: 'categoria', param: 'bebidas', target: '_self' }, ctx)).toEqual({
      kind: 'route',
      to: '/chapinero/menu?category_id=bebidas',
    });
  });

  it('externo opens the URL with its target', () => {
    expect(
      bannerLink({ tipe: 'externo', param: 'https://example.org/promo', target: '_blank' }, ctx),
    ).toEqual({
      kind: 'external',
      href: 'https://example.org/promo',
      target: '_blank',
    });
  });

  it('appends the table as mesa to links to the own host, for banner layouts with a table', () => {
    const own = {
      tipe: 'externo' as const,
      param: 'http://la-brasa.localhost:4173/chapinero/menu-digital?x=1',
      target: '_self' as const,
    };
    expect(bannerLink(own, { ...ctx, tableId: '12' })).toMatchObject({
      href: 'http://la-brasa.localhost:4173/chapinero/menu-digital?x=1&mesa=12',
    });
    expect(bannerLink(own, ctx)).toMatchObject({ href: own.param }); // no table known
    expect(bannerLink(own, { ...ctx, tableId: '12', bannerLayout: false })).toMatchObject({
      href: own.param,
    });
    const other = { ...own, param: 'https://other.example/menu' };
    expect(bannerLink(other, { ...ctx, tableId: '12' })).toMatchObject({
      href: 'https://other.example/menu',
    });
  });

  it('leads nowhere without a url, or with a script URL', () => {
    expect(bannerLink(null, ctx)).toBeNull();
    expect(bannerLink({ tipe: 'externo', param: 'javascript:alert(1)', target: '_self' }, ctx)).toBeNull();
    expect(bannerLink({ tipe: 'producto', param: ' ', target: '_self' }, ctx)).toBeNull();
  });

  it('escapes the parameter in paths', () => {
    expect(bannerLink({ tipe: 'categoria', param: 'a&b', target: '_self' }, ctx)).toMatchObject({
      to: '/chapinero/menu?category_id=a%26b',
    });
  });
});
