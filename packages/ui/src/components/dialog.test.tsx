import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';

afterEach(cleanup);

// Test-only copy: the component itself takes every text from its caller.
function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel="close">
          <DialogTitle>title</DialogTitle>
          <DialogDescription>description</DialogDescription>
          <a href="#inside">inside</a>
        </DialogContent>
      </Dialog>
    </>
  );
}

function Fresh({ ui, open }: { ui: typeof import('./dialog.tsx'); open: boolean }) {
  return (
    <ui.Dialog open={open}>
      <ui.DialogContent closeLabel="close">
        <ui.DialogTitle>fresh title</ui.DialogTitle>
        <ui.DialogDescription>description</ui.DialogDescription>
      </ui.DialogContent>
    </ui.Dialog>
  );
}

function open() {
  const trigger = screen.getByRole('button', { name: 'open' });
  trigger.focus();
  fireEvent.click(trigger);
  return trigger;
}

describe('Dialog', () => {
  it('is named by its title, moves focus inside and has a labelled close button', () => {
    render(<Example />);
    open();
    const dialog = screen.getByRole('dialog', { name: 'title' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives the focus back to the element that opened it', async () => {
    render(<Example />);
    const trigger = open();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(trigger);
  });

  it('renders nothing while closed before its code loads, and opens once it has loaded', async () => {
    // a fresh copy of dialog.tsx, whose Radix code is not loaded yet (the test setup loads the other)
    vi.resetModules();
    const fresh = await import('./dialog.tsx');
    const { container, rerender } = render(<Fresh ui={fresh} open={false} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Fresh ui={fresh} open />);
    // the fresh copy has no code yet: the dialog comes once its chunk has loaded
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'fresh title' });
    // the focus moves in the dialog's effect, which Preact runs after the frame that shows it
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });
});
