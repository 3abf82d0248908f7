import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addContextFixture, menuProduct } from '../../../test/menu.fixture.ts';
import { renderInApp, resetApp } from '../../../test/render.tsx';
import { ProductChooser, ProductDialog } from './product-dialog.tsx';

afterEach(resetApp);

// This file imports product-dialog.tsx only, so the product's details and form (product-panel.tsx)
// are not loaded when the first product opens: the path of a diner who taps a product before the
// browser was idle after the menu's first render.
describe('ProductDialog', () => {
  it('opens at once with the product name and a spinner, then shows the form once its code has come', async () => {
    const onAdd = vi.fn();
    const onClose = vi.fn();
    renderInApp(
      <ProductDialog product={menuProduct('churrasco')} lang="es" onClose={onClose}>
        {(shown, title) => (
          <ProductChooser
            product={shown}
            currency="COP"
            context={{ ...addContextFixture, lang: 'es' }}
            wording="cart"
            title={title}
            onAdd={onAdd}
          />
        )}
      </ProductDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Churrasco' });
    expect(within(dialog).getByRole('status').textContent).toBe('Cargando…');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Medio' }));
    expect(within(dialog).queryByText('Cargando…')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /Agregar al carrito/ }));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ options: { termino: ['medio'] }, count: 1 }),
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
