import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { menuProduct } from '../../../test/menu.fixture.ts';
import { renderInApp, resetApp } from '../../../test/render.tsx';
import { ProductDetails } from './product-details.tsx';

afterEach(resetApp);

const hash = '0123456789abcdef0123456789abcdef';

// A product's extra photos (docs/back-office.md#menu) follow its main one in a row the keyboard
// can scroll, each named after the product and its place, fetched only when shown.
describe('ProductDetails photos', () => {
  it('shows the extra photos in order after the main one, lazy-loaded, in a focusable named region', () => {
    const product = {
      ...menuProduct('churrasco'),
      images: [`media:${hash}.1600x1200`, '/media/abc123.jpg'],
    };
    renderInApp(<ProductDetails product={product} lang="es" currency="COP" title={<h2>Churrasco</h2>} />);
    const region = screen.getByRole('region', { name: 'Más fotos' });
    expect(region.tabIndex).toBe(0);
    const photos = within(region).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual(['Churrasco, foto 1', 'Churrasco, foto 2']);
    expect(photos.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(photos[0]!.getAttribute('src')).toBe(`/media/p/${hash}-640.webp`);
    expect(photos[0]!.closest('picture')?.querySelector('source')?.getAttribute('type')).toBe('image/avif');
    expect(photos[1]!.getAttribute('src')).toBe('/media/abc123.jpg');
  });

  it('shows no photos row for a product without extra photos, nor for a menu cached before them', () => {
    const { images: _, ...cached } = { ...menuProduct('churrasco'), images: [] };
    renderInApp(<ProductDetails product={cached} lang="es" currency="COP" title={<h2>Churrasco</h2>} />);
    expect(screen.queryByRole('region', { name: 'Más fotos' })).toBeNull();
    renderInApp(
      <ProductDetails
        product={{ ...menuProduct('churrasco'), images: [] }}
        lang="es"
        currency="COP"
        title={<h2>Churrasco</h2>}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Más fotos' })).toBeNull();
  });
});
