import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLatestHandler } from './use-latest-handler.ts';

afterEach(cleanup);

// Test-only: what the rows were asked to do, and how many times a row was drawn.
const seen: string[] = [];
let rowsDrawn = 0;

// Test-only memoized row, as the menus' product cards are.
const Row = memo(function Row({ onPick }: { onPick(what: string): void }) {
  rowsDrawn++;
  return (
    <button type="button" onClick={() => onPick('row')}>
      pick
    </button>
  );
});

// Test-only list that makes a new arrow function at every render.
function List({ label }: { label: string }) {
  const pick = useLatestHandler((what: string) => seen.push(`${label}:${what}`));
  return <Row onPick={pick} />;
}

describe('useLatestHandler', () => {
  it("keeps one function across renders that calls the latest render's handler", () => {
    const { rerender } = render(<List label="first" />);
    act(() => rerender(<List label="second" />));
    fireEvent.click(screen.getByRole('button', { name: 'pick' }));
    expect(seen).toEqual(['second:row']);
    // the memoized row was drawn once: the handler it holds never changed
    expect(rowsDrawn).toBe(1);
  });
});
