import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from '@storefront/ui/lib/lazy-part.tsx';
import { loadOnce } from '@storefront/ui/lib/load-once.ts';
import { renderInApp, resetApp } from '../../test/render.tsx';
import { LoadBoundary } from './load-boundary.tsx';

afterEach(resetApp);

// Test-only part: what a module loaded on demand would render.
function Loaded() {
  return <p>the loaded part</p>;
}

describe('LoadBoundary', () => {
  it('shows the spinner, then on a failed load a message and a retry that loads the part again', async () => {
    let online = false;
    const module = loadOnce(async () => {
      if (!online) throw new Error('offline');
      return { Loaded };
    });
    const Part = lazyPart(module, (loaded) => loaded.Loaded);
    renderInApp(
      <section aria-label="around">
        <LoadBoundary lead={<h2>the title</h2>}>
          <Part />
        </LoadBoundary>
      </section>,
    );
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
    expect(screen.getByRole('heading', { name: 'the title' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo cargar. Revisa tu conexión y vuelve a intentarlo.');
    // the failure stays where the part stands: the screen around it and the lead are still there
    expect(screen.getByRole('region', { name: 'around' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'the title' })).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('the loaded part')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
