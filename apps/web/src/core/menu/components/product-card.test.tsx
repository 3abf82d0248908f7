import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/menu.fixture.ts';
import { renderInApp, resetApp } from '../../../test/render.tsx';
import { ProductCard } from './product-card.tsx';

afterEach(resetApp);

const card = (overrides: Parameters<typeof productFixture>[0]) =>
  renderInApp(<ProductCard product={productFixture(overrides)} lang="es" currency="COP" onOpen={() => {}} />);

describe('ProductCard: price, promo and badges (spec §3 Product promo)', () => {
  it('shows a plain price and no badge list for a product without promo or badges', () => {
    card({ id: 'arepa', price: 12_000 });
    expect(screen.getByRole('article').textContent).toMatch(/\$\s?12\.000/);
    expect(screen.queryByText('Precio:')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Etiquetas' })).toBeNull();
  });

  it('reads a promo as the new price, then the old one struck through', () => {
    card({ id: 'arepa', price: 12_000, promo: 9_000 });
    expect(screen.getByText('Precio:').className).toContain('sr-only');
    expect(screen.getByText('antes').className).toContain('sr-only');
    const old = screen.getByRole('article').querySelector('s');
    expect(old?.textContent).toMatch(/12\.000/);
    expect(screen.getByRole('article').textContent).toMatch(/9\.000/);
  });

  it("shows the price of the service the diner orders for, the branch's price otherwise", () => {
    const product = productFixture({ id: 'bife', price: 40_000, service_prices: { on_table: 45_000 } });
    const { unmount } = renderInApp(
      <ProductCard product={product} lang="es" currency="COP" service="on_table" onOpen={() => {}} />,
    );
    expect(screen.getByRole('article').textContent).toMatch(/\$\s?45\.000/);
    unmount();
    renderInApp(
      <ProductCard product={product} lang="es" currency="COP" service="delivery" onOpen={() => {}} />,
    );
    expect(screen.getByRole('article').textContent).toMatch(/\$\s?40\.000/);
  });

  it('lists the promo, new, recommended and 18+ badges under their label', () => {
    card({ id: 'mojito', is_promo: true, is_new: true, important: true, is_alcoholic: true });
    const badges = within(screen.getByRole('list', { name: 'Etiquetas' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['Promo', 'Nuevo', 'Recomendado', '+18']);
  });
});
