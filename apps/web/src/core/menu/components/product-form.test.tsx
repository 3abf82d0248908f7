import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enter } from '../../../test/enter.ts';
import { addContextFixture, menuProduct } from '../../../test/menu.fixture.ts';
import { renderInApp, resetApp } from '../../../test/render.tsx';
import { ProductForm } from './product-form.tsx';

afterEach(resetApp);

const product = menuProduct;
const context = addContextFixture;

function renderForm(id: string, overrides: Partial<Parameters<typeof ProductForm>[0]> = {}) {
  const onAdd = vi.fn();
  const onConfirmAdult = vi.fn();
  renderInApp(
    <ProductForm
      product={product(id)}
      currency="COP"
      context={context}
      adult={false}
      today="2030-03-06"
      wording="cart"
      onAdd={onAdd}
      onConfirmAdult={onConfirmAdult}
      {...overrides}
    />,
  );
  return { onAdd, onConfirmAdult };
}

const addButton = () => screen.getByRole('button', { name: /Agregar al carrito/ });

describe('ProductForm (spec §5 options and stock)', () => {
  it('keeps add disabled with the reason until a required option is chosen', () => {
    const { onAdd } = renderForm('churrasco');
    expect(screen.getByRole('group', { name: /Término.*Elige 1.*Obligatorio/ })).toBeTruthy();
    expect(addButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Elige una opción de «Término».')).toBeTruthy();
    expect(addButton().getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Medio' }));
    expect(addButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText('Elige una opción de «Término».')).toBeNull();
    fireEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ options: { termino: ['medio'] }, count: 1, unitPrice: 42_000, note: null }),
    );
  });

  it('uses checkboxes up to the maximum, adds their prices and shows their allergens', () => {
    renderForm('churrasco');
    fireEvent.click(screen.getByRole('radio', { name: 'Bien asado' }));
    expect(screen.getByRole('group', { name: /Acompañantes.*Elige hasta 2.*Opcional/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Papas/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Pan de ajo/ }));
    expect(screen.getByRole('checkbox', { name: /Yuca/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: /Arroz/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('Contiene: gluten')).toBeTruthy();
    expect(addButton().textContent).toMatch(/47\.000/);
  });

  it('caps the quantity at the stock and refuses more than what is left with the cart', () => {
    renderForm('ajiaco', { context: { ...context, inCart: 2 } });
    expect(screen.getByText('Quedan 2')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Agregar uno más' });
    fireEvent.click(more);
    expect(more).toHaveProperty('disabled', true);
    expect(screen.getByText('Superaste el límite de existencias de este producto.')).toBeTruthy();
    expect(addButton()).toHaveProperty('disabled', true);
  });

  it('an out-of-stock product cannot be added', () => {
    renderForm('agotado');
    expect(addButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Algunos productos están agotados.')).toBeTruthy();
  });

  it('sends the note and the count', () => {
    const { onAdd } = renderForm('bandeja');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar uno más' }));
    enter(screen.getByLabelText('Nota para la cocina'), '  sin cebolla ');
    fireEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ count: 2, note: 'sin cebolla', unitPrice: 38_000 }),
    );
  });

  it('words the button as a list for the my-list table mode', () => {
    renderForm('bandeja', { wording: 'list' });
    expect(screen.getByRole('button', { name: /Agregar a mi lista/ })).toBeTruthy();
  });
});

describe('ProductForm age check (spec §5, §3 Legal)', () => {
  const ageInput = () => screen.getByLabelText('Fecha de nacimiento');
  const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

  it('asks the birth date before adding an alcoholic product; an adult is remembered and added', () => {
    const { onAdd, onConfirmAdult } = renderForm('club');
    fireEvent.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Confirma tu edad' })).toBeTruthy();
    enter(ageInput(), '1990-05-01');
    confirm();
    expect(onConfirmAdult).toHaveBeenCalledWith('1990-05-01');
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks an under-age diner and adds nothing', () => {
    const { onAdd, onConfirmAdult } = renderForm('club');
    fireEvent.click(addButton());
    enter(ageInput(), '2015-01-01');
    confirm();
    expect(screen.getByRole('alert').textContent).toBe('Este producto no se vende a menores de 18 años.');
    expect(onAdd).not.toHaveBeenCalled();
    expect(onConfirmAdult).not.toHaveBeenCalled();
  });

  it('refuses a missing or impossible birth date', () => {
    const { onAdd } = renderForm('club');
    fireEvent.click(addButton());
    confirm();
    expect(screen.getByRole('alert').textContent).toBe('Ingresa una fecha de nacimiento válida.');
    expect(ageInput().getAttribute('aria-invalid')).toBe('true');
    enter(ageInput(), '2040-01-01');
    confirm();
    expect(screen.getByRole('alert').textContent).toBe('Ingresa una fecha de nacimiento válida.');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('does not ask again a diner known to be adult', () => {
    const { onAdd } = renderForm('club', { adult: true });
    fireEvent.click(addButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
