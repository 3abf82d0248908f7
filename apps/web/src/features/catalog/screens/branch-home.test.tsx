import type { Banner } from '@storefront/domain/catalog/catalog.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { track } from '../../../core/session/model/tracker.ts';
import { renderScreen, serveMenu } from '../../../test/catalog-screen.tsx';
import { menuFixture } from '../../../test/menu.fixture.ts';
import { resetApp } from '../../../test/render.tsx';
import BranchHomeScreen from './branch-home.tsx';

vi.mock('../../../core/session/model/tracker.ts', () => ({ track: vi.fn() }));

const banner = (id: string, patch: Partial<Banner>): Banner => ({
  id,
  layout_type: 'carousel',
  image: '/media/x.jpg',
  title: null,
  url: null,
  content_popup: null,
  content_home: null,
  ...patch,
});

const banners: Banner[] = [
  banner('b1', {
    title: { es: 'Martes de churrasco' },
    url: { tipe: 'producto', param: 'churrasco', target: '_self' },
  }),
  banner('b2', { url: { tipe: 'externo', param: 'https://example.org/', target: '_blank' } }),
  banner('g1', {
    layout_type: 'grid',
    title: { es: 'Bebidas frías' },
    url: { tipe: 'categoria', param: 'bebidas', target: '_self' },
  }),
  banner('h1', {
    layout_type: 'home',
    image: null,
    content_home: '<h2>Horario</h2><p>Abrimos a las 12.</p>',
  }),
  banner('p1', {
    layout_type: 'popup',
    title: { es: 'Happy hour' },
    content_popup: '<p>2x1 en cervezas</p>',
    url: { tipe: 'categoria', param: 'cervezas', target: '_self' },
  }),
];

beforeEach(() => {
  serveMenu({ ...menuFixture(), banners });
  sessionStorage.clear();
});
afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
  vi.mocked(track).mockClear();
});

describe('branch home with the catalogue', () => {
  it('shows main categories as cards leading to sub categories or straight to the menu', async () => {
    renderScreen(BranchHomeScreen, '/centro', 'home');
    const list = await screen.findByRole('list', { name: 'Nuestro menú' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Platos fuertes', '/centro/menu?category_id=platos'],
      ['Bebidas', '/centro/subcategories?category_id=bebidas'],
    ]);
  });

  it('shows carousel and grid banners with names, tracks clicks, and renders the home content', async () => {
    const { router } = renderScreen(BranchHomeScreen, '/centro', 'home');
    const carousel = await screen.findByRole('region', { name: 'Promociones' });
    const [first, second] = within(carousel).getAllByRole('link');
    expect(first!.getAttribute('href')).toBe('/centro/view/churrasco');
    expect(second!.getAttribute('target')).toBe('_blank');
    expect(second!.getAttribute('rel')).toContain('noopener');
    expect(within(carousel).getByRole('link', { name: /Promoción 2 de 2/ })).toBe(second);
    const grid = screen.getByRole('region', { name: 'Destacados' });
    expect(within(grid).getByRole('link', { name: 'Bebidas frías' }).getAttribute('href')).toBe(
      '/centro/menu?category_id=bebidas',
    );
    expect(screen.getByRole('heading', { name: 'Horario' })).toBeTruthy();
    fireEvent.click(first!);
    expect(track).toHaveBeenCalledWith('click_banner', 'home', { label: 'b1' });
    expect(router.state.location.pathname).toBe('/centro/view/churrasco');
  });

  it('shows the pop-up once per session, only with a service set, and tracks its click', async () => {
    const first = renderScreen(BranchHomeScreen, '/centro', 'home');
    await screen.findByRole('region', { name: 'Promociones' });
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    useDinerStore.getState().setService('delivery');
    const second = renderScreen(BranchHomeScreen, '/centro', 'home');
    const popup = await screen.findByRole('dialog', { name: 'Happy hour' });
    expect(popup.textContent).toContain('2x1 en cervezas');
    fireEvent.click(within(popup).getByRole('link', { name: 'Ver más' }));
    expect(track).toHaveBeenCalledWith('click_popup', 'home', { popup_id: 'p1' });
    expect(second.router.state.location.search).toBe('?category_id=cervezas');
    second.unmount();

    renderScreen(BranchHomeScreen, '/centro', 'home');
    await screen.findByRole('region', { name: 'Promociones' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
