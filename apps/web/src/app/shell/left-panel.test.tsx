import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDinerStore } from '../../core/session/model/diner-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { branchFixture, venueFixture } from '../../test/fixtures.ts';
import { renderInApp, resetApp } from '../../test/render.tsx';
import { LeftPanel } from './left-panel.tsx';

const branch = branchFixture({
  service_delivery: true,
  service_take_away: true,
  service_table: false,
  service_book: true,
  service_schedule: false,
});

beforeEach(() => useUiStore.setState({ leftPanelOpen: true }));
afterEach(resetApp);

const services = () => within(screen.getByRole('navigation', { name: 'Servicios' }));

describe('LeftPanel (spec §2 Layout)', () => {
  it('lists only the services the branch has enabled', () => {
    renderInApp(<LeftPanel branch={branch} />);
    expect(screen.getByRole('dialog', { name: 'Centro' })).toBeTruthy();
    const names = services()
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Delivery', 'Para llevar', 'Reservar']);
  });

  it('offers my delivery address only while the service is delivery', () => {
    renderInApp(<LeftPanel branch={branch} />);
    expect(screen.queryByRole('link', { name: 'Mi dirección de entrega' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Delivery' }));
    act(() => useUiStore.setState({ leftPanelOpen: true }));
    expect(screen.getByRole('link', { name: 'Mi dirección de entrega' }).getAttribute('href')).toBe(
      '/my-location',
    );
  });

  it('sets the chosen service, closes and goes to the branch screen for it', () => {
    const { router } = renderInApp(<LeftPanel branch={branch} />);
    fireEvent.click(screen.getByRole('link', { name: 'Para llevar' }));
    expect(useDinerStore.getState().service).toBe('take_away');
    expect(router.state.location.pathname).toBe('/centro');
    expect(useUiStore.getState().leftPanelOpen).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links the legal texts the venue published, and none it did not (ADR 110)', () => {
    renderInApp(<LeftPanel branch={branch} />, {
      venue: venueFixture({ legal: { terms: false, privacy: true } }),
    });
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Aviso de privacidad', '/legal/privacy'],
    ]);
    resetApp();
    useUiStore.setState({ leftPanelOpen: true });
    renderInApp(<LeftPanel branch={branch} />);
    expect(screen.queryByRole('navigation', { name: 'Legal' })).toBeNull();
  });

  it('sends delivery to Location when the venue has full GPS, else to the branch delivery screen', () => {
    renderInApp(<LeftPanel branch={branch} />, { venue: venueFixture({ full_gps: true }) });
    expect(screen.getByRole('link', { name: 'Delivery' }).getAttribute('href')).toBe('/location');
    resetApp();
    useUiStore.setState({ leftPanelOpen: true });
    renderInApp(<LeftPanel branch={branch} />);
    expect(screen.getByRole('link', { name: 'Delivery' }).getAttribute('href')).toBe('/centro/delivery');
  });

  it('opens the branch address on a map with its coordinates, in a new tab', () => {
    renderInApp(<LeftPanel branch={branch} />);
    const map = screen.getByRole('link', { name: /Calle 10 # 5-20/ });
    expect(map.getAttribute('href')).toContain('query=4.6,-74.06');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Frente al parque principal.')).toBeTruthy();
  });

  it('names each social link and sends the messaging number to the messaging app', () => {
    const venue = venueFixture({
      socialmedia: {
        instagram: 'https://instagram.com/demo',
        whatsapp: '+57 300 123 4567',
        tiktok: 'javascript:alert(1)',
      },
    });
    renderInApp(<LeftPanel branch={branch} />, { venue });
    expect(screen.getByRole('link', { name: /^Instagram/ }).getAttribute('href')).toBe(
      'https://instagram.com/demo',
    );
    expect(screen.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')).toBe(
      'https://wa.me/573001234567',
    );
    expect(screen.queryByRole('link', { name: /^TikTok/ })).toBeNull();
  });

  it('opens the language switcher only when the venue offers several languages', () => {
    renderInApp(<LeftPanel branch={branch} />);
    expect(screen.queryByRole('button', { name: /Idioma/ })).toBeNull();
    resetApp();
    useUiStore.setState({ leftPanelOpen: true });
    renderInApp(<LeftPanel branch={branch} />, { venue: venueFixture({ langs: ['en'] }) });
    // the row names the language in use in itself, never a catalogue key
    const row = screen.getByRole('button', { name: /Idioma/ });
    expect(row.textContent).toBe('IdiomaEspañol');
    fireEvent.click(row);
    expect(useUiStore.getState()).toMatchObject({ leftPanelOpen: false, languageSwitcherOpen: true });
  });

  it('uses the country wording of the venue', () => {
    renderInApp(<LeftPanel branch={branch} />, { i18nInstance: i18n.cloneInstance({ lng: 'es-CO' }) });
    expect(screen.getByRole('heading', { name: 'Sobre esta sede' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Domicilio' })).toBeTruthy();
  });
});
