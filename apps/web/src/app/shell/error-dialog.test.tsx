import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../../lib/ui-store.ts';
import { renderInApp, resetApp } from '../../test/render.tsx';
import { ErrorDialog } from './error-dialog.tsx';

afterEach(resetApp);

describe('ErrorDialog (spec §8)', () => {
  it('shows nothing without an error', () => {
    renderInApp(<ErrorDialog />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the translated message with its parameters and focuses the dismiss button', () => {
    useUiStore.getState().showError({ key: 'stock_quantity_unavailable', params: { stock: 3 } });
    renderInApp(<ErrorDialog />);
    const dialog = screen.getByRole('alertdialog', { name: 'Algo salió mal' });
    expect(dialog.textContent).toContain('Cantidad no disponible. Intenta con menos de 3.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Entendido' }));
  });

  it('clears the error when dismissed', () => {
    useUiStore.getState().showError({ key: 'stock_quantity_unavailable', params: { stock: 3 } });
    renderInApp(<ErrorDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(useUiStore.getState().error).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('clears the error on Escape', () => {
    useUiStore.getState().showError({ key: 'invalid_coupon' });
    renderInApp(<ErrorDialog />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(useUiStore.getState().error).toBeNull();
  });
});
