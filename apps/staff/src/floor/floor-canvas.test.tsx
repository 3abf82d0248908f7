import type { Floor, FloorPlace, FloorPosition } from '@storefront/domain/on-table/floor.schema';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { FloorCanvas } from './floor-canvas.tsx';

// The floor's canvas without a server: arranging moves a place a cell per arrow key and resizes it
// with Shift, never off the canvas, and says where it stands in its name; watching, a tap opens the
// place and the keys move nothing. Saving and the states go through the real server in
// apps/server/src/modules/on-table/floor.api.test.ts and e2e/staff-floor.spec.ts.

const place = (label: string, x: number, state: FloorPlace['state'] = 'free'): FloorPlace => ({
  id: label,
  label,
  kind: 'table',
  x,
  y: 0,
  width: 3,
  height: 2,
  shape: 'square',
  arranged: false,
  state,
  purchase_ids: [],
  items_pending: 0,
  items_in_kitchen: 0,
  open_calls: 0,
});
const floor: Floor = {
  columns: 32,
  rows: 20,
  places: [place('Mesa 1', 0), place('Mesa 2', 4, 'waiting_food')],
};

function Arranging() {
  const [draft, setDraft] = useState(new Map<string, FloorPosition>());
  return (
    <FloorCanvas
      floor={floor}
      draft={draft}
      onMove={(moved, to) => setDraft((was) => new Map(was).set(moved.id, to))}
      onOpen={() => {}}
      onSelect={() => {}}
    />
  );
}

const button = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });
const press = (label: string, key: string, shiftKey = false) =>
  act(() => void fireEvent.keyDown(button(label), { key, shiftKey }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the floor’s canvas', () => {
  it('moves a place a cell per arrow key while arranging, grows it with Shift, and keeps it on the canvas', async () => {
    render(<Arranging />);
    expect(button('Mesa 1').textContent).toBe('Mesa 1: Free, column 1, row 1, 3 by 2');
    await press('Mesa 1', 'ArrowRight');
    await press('Mesa 1', 'ArrowDown');
    expect(button('Mesa 1').textContent).toContain('column 2, row 2, 3 by 2');
    await press('Mesa 1', 'ArrowLeft');
    await press('Mesa 1', 'ArrowLeft');
    await press('Mesa 1', 'ArrowUp');
    await press('Mesa 1', 'ArrowUp');
    expect(button('Mesa 1').textContent).toContain('column 1, row 1, 3 by 2');
    await press('Mesa 1', 'ArrowDown', true);
    expect(button('Mesa 1').textContent).toContain('column 1, row 1, 3 by 3');
    // the other place did not move
    expect(button('Mesa 2').textContent).toBe('Mesa 2: Waiting for food, column 5, row 1, 3 by 2');
  });

  it('opens a place with a tap while watching, and the keys move nothing', async () => {
    const onOpen = vi.fn();
    const onMove = vi.fn();
    render(<FloorCanvas floor={floor} draft={null} onMove={onMove} onOpen={onOpen} onSelect={() => {}} />);
    expect(button('Mesa 2').textContent).toBe('Mesa 2: Waiting for food');
    await press('Mesa 2', 'ArrowRight');
    expect(onMove).not.toHaveBeenCalled();
    await act(() => void fireEvent.click(button('Mesa 2')));
    expect(onOpen).toHaveBeenCalledWith(floor.places[1]);
  });
});
