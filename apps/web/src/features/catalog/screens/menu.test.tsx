import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../core/cart/model/cart-store.ts';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { renderScreen, serveMenu } from '../../../test/catalog-screen.tsx';
import { enter } from '../../../test/enter.ts';
import { menuFixture } from '../../../test/menu.fixture.ts';
import { resetApp } from '../../../test/render.tsx';
import MenuScreen from './menu.tsx';

beforeEach(() => {
  // 15:00 in Bogotá: the breakfast window is closed
  vi.useFakeTimers({ now: new Date('2030-03-06T20:00:00Z'), toFake: ['Date'] });
  serveMenu(menuFixture());
  useDinerStore.getState().setService('on_table');
});
afterEach(() => {
  resetApp();
  useCartStore.getState().clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const names = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('menu screen', () => {
  it('groups the category by sub category with a chip bar of sections', async () => {
    renderScreen(MenuScreen, '/centro/menu?category_id=bebidas', 'menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bebidas' })).toBeTruthy();
    const chips = within(screen.getByRole('navigation', { name: 'Secciones del menú' })).getAllByRole('link');
    expect(chips.map((c) => [c.textContent, c.getAttribute('href')])).toEqual([
      ['Jugos', '#section-jugos'],
      ['Cervezas', '#section-cervezas'],
    ]);
    expect(names(screen.getByRole('region', { name: 'Jugos' }))).toEqual(['Limonada de coco']);
    expect(names(screen.getByRole('region', { name: 'Cervezas' }))).toEqual(['Cerveza Club Colombia']);
  });

  it('hides what the diner service does not sell', async () => {
    useDinerStore.getState().setService('delivery');
    renderScreen(MenuScreen, '/centro/menu?category_id=bebidas', 'menu');
    await screen.findByRole('heading', { level: 1, name: 'Bebidas' });
    expect(screen.queryByRole('button', { name: 'Limonada de coco' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cerveza Club Colombia' })).toBeTruthy();
  });

  it('searches without accents and keeps the search and filters in the URL', async () => {
    const { router } = renderScreen(MenuScreen, '/centro/menu', 'menu');
    const search = await screen.findByRole('searchbox', { name: 'Buscar en el menú' });
    enter(search, 'santafereno');
    expect(screen.getByText('1 producto').getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Ajiaco santafereño' })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=santafereno');

    enter(search, '');
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    const sheet = screen.getByRole('dialog', { name: 'Filtrar el menú' });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Sin gluten' }));
    fireEvent.click(within(sheet).getByRole('button', { name: /^Ver \d+ productos?$/ }));
    expect(router.state.location.search).toBe('?without=gluten');
    expect(screen.queryByRole('button', { name: 'Churrasco' })).toBeNull(); // may contain gluten
    expect(screen.queryByRole('button', { name: 'Cerveza Club Colombia' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filtros (1)' })).toBeTruthy();

    act(() => void router.navigate('/centro/menu?without=gluten&traces=1'));
    expect(screen.getByRole('button', { name: 'Churrasco' })).toBeTruthy();
  });

  it('counts and applies the filter sheet with the live search, even opened before a cleared search renders', async () => {
    const { router } = renderScreen(MenuScreen, '/centro/menu?q=santafereno', 'menu');
    const search = await screen.findByRole('searchbox', { name: 'Buscar en el menú' });
    // The router renders a new URL in a transition: on a slow phone the tap on "Filtros" can run
    // before the cleared search has rendered. One act() reproduces that order of events.
    act(() => {
      enter(search, '');
      fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    });
    await act(async () => {});
    const sheet = screen.getByRole('dialog', { name: 'Filtrar el menú' });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Sin gluten' }));
    const apply = within(sheet).getByRole('button', { name: /^Ver \d+ productos?$/ });
    const offered = Number(/\d+/.exec(apply.textContent!)![0]);
    fireEvent.click(apply);
    expect(router.state.location.search).toBe('?without=gluten');
    // what the sheet offered is what the menu now lists (a stale search would have offered 1)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(offered);
    expect(offered).toBeGreaterThan(1);
  });

  it('says so when nothing matches, and clears', async () => {
    const { router } = renderScreen(MenuScreen, '/centro/menu?category_id=bebidas&q=zzz', 'menu');
    expect(await screen.findByText('Ningún producto coincide con tu búsqueda o tus filtros.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar en todo el menú' }).getAttribute('href')).toBe(
      '/centro/menu?q=zzz',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quitar búsqueda y filtros' }));
    expect(router.state.location.search).toBe('?category_id=bebidas');
  });

  it('opens the product modal, adds to the cart, confirms and shows the cart bar', async () => {
    renderScreen(MenuScreen, '/centro/menu?category_id=platos', 'menu');
    fireEvent.click(await screen.findByRole('button', { name: 'Churrasco' }));
    const modal = screen.getByRole('dialog', { name: 'Churrasco' });
    fireEvent.click(await within(modal).findByRole('radio', { name: 'Medio' }));
    fireEvent.click(within(modal).getByRole('button', { name: /Agregar al carrito/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useCartStore.getState().countProductsList).toBe(1);
    const alert = screen.getAllByRole('status').find((s) => s.textContent?.includes('Agregaste'))!;
    expect(alert.textContent).toContain('Agregaste Churrasco a tu carrito.');
    const bar = screen.getByRole('link', { name: /^Ver carrito\s*1 producto/ });
    expect(bar.getAttribute('href')).toBe('/centro/menu-digital/order');
    expect(bar.textContent?.replace(/\s/g, ' ')).toMatch(/42\.000/);
  });
});
