import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDinerStore } from '../../core/session/model/diner-store.ts';
import { renderInApp, resetApp } from '../../test/render.tsx';
import { CookieBanner } from './cookie-banner.tsx';

afterEach(resetApp);

describe('CookieBanner (spec §2 Layout)', () => {
  it('shows until accepted, and stays hidden after a reload', async () => {
    const first = renderInApp(<CookieBanner branchSlug={null} />);
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
    first.unmount();

    // a reload: the in-memory state is gone and the store reads what it persisted
    const stored = localStorage.getItem('sf:diner');
    useDinerStore.setState({ legal: { birthDate: null, adult: false, cookiesAccepted: false } });
    localStorage.setItem('sf:diner', stored ?? '');
    await useDinerStore.persist.rehydrate();
    renderInApp(<CookieBanner branchSlug={null} />);
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });

  it('links to the service policies of the branch when one is known', () => {
    renderInApp(<CookieBanner branchSlug="centro" />);
    expect(screen.getByRole('link', { name: 'Políticas del servicio' }).getAttribute('href')).toBe(
      '/centro/politicas-servicio',
    );
    resetApp();
    renderInApp(<CookieBanner branchSlug={null} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
