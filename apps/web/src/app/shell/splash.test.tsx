import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { venueFixture } from '../../test/fixtures.ts';
import { resetApp } from '../../test/render.tsx';
import { Splash } from './splash.tsx';

afterEach(resetApp);

describe('Splash (spec §2 Layout)', () => {
  it('announces loading, before the venue is known', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Splash />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Cargando…');
    expect(document.querySelector('img')).toBeNull();
  });

  it("shows the venue's preload logo, falling back to the header logo", () => {
    const { container, rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Splash venue={venueFixture({ preload: { logo: '/media/demo/preload.png' } })} />
      </I18nextProvider>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/demo/preload.png');
    rerender(
      <I18nextProvider i18n={i18n}>
        <Splash venue={venueFixture()} />
      </I18nextProvider>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/demo/logo.png');
  });
});
