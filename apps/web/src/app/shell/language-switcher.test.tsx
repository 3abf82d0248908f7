import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDinerStore } from '../../core/session/model/diner-store.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { venueFixture } from '../../test/fixtures.ts';
import { renderInApp, resetApp } from '../../test/render.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

const venue = venueFixture({ language: 'es', langs: ['en', 'es'] });

beforeEach(() => useUiStore.setState({ languageSwitcherOpen: true }));
afterEach(resetApp);

describe('LanguageSwitcher (spec §2 Layout)', () => {
  it("lists the venue's languages plus its default once each, in their own names", () => {
    renderInApp(<LanguageSwitcher reload={() => {}} />, { venue });
    const dialog = screen.getByRole('dialog', { name: 'Idioma' });
    const options = [...dialog.querySelectorAll('li button')];
    expect(options.map((button) => button.textContent)).toEqual(['Español', 'English']);
    expect(screen.getByRole('button', { name: 'Español', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English', pressed: false }).getAttribute('lang')).toBe('en');
  });

  it('stores the chosen language, then reloads the page', () => {
    const reload = vi.fn(() => {
      expect(useDinerStore.getState().lang).toBe('en');
    });
    renderInApp(<LanguageSwitcher reload={reload} />, { venue });
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem('sf:diner') ?? '{}').state.lang).toBe('en');
  });

  it('closes without reloading when the current language is chosen again', () => {
    const reload = vi.fn();
    renderInApp(<LanguageSwitcher reload={reload} />, { venue });
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(reload).not.toHaveBeenCalled();
    expect(useUiStore.getState().languageSwitcherOpen).toBe(false);
  });
});
