import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart, useLoadWhenIdle } from './lazy-part.tsx';
import { loadOnce } from './load-once.ts';

afterEach(cleanup);

// Test-only component: a counter whose state shows whether it was remounted.
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

// Test-only screen that asks for a module when idle.
function LoadsWhenIdle({ module }: { module: Parameters<typeof useLoadWhenIdle>[0] }) {
  useLoadWhenIdle(module);
  return <p>screen</p>;
}

describe('lazyPart', () => {
  it('suspends until its module has come, then keeps the same instance through the load', async () => {
    let arrive!: (module: { Counter: typeof Counter }) => void;
    const module = loadOnce(() => new Promise<{ Counter: typeof Counter }>((resolve) => (arrive = resolve)));
    const Part = lazyPart(module, (loaded) => loaded.Counter);
    const ui = (label: string) => (
      <Suspense fallback={<p>waiting</p>}>
        <Part label={label} />
      </Suspense>
    );
    const { rerender } = render(ui('a'));
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => arrive({ Counter }));
    fireEvent.click(await screen.findByRole('button', { name: 'a 0' }));
    rerender(ui('b'));
    // the instance that started lazy is the one the diner used: its state survived the re-render
    expect(screen.getByRole('button', { name: 'b 1' })).toBeTruthy();
  });

  it('renders at once, without suspending, once the module has come', async () => {
    const module = loadOnce(async () => ({ Counter }));
    await module.load();
    const Part = lazyPart(module, (loaded) => loaded.Counter);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part label="now" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'now 0' })).toBeTruthy();
  });

  it('useLoadWhenIdle loads the module once the browser is idle after the first render', async () => {
    let imports = 0;
    const module = loadOnce(async () => ({ Counter, imports: ++imports }));
    render(<LoadsWhenIdle module={module} />);
    expect(module.loaded()).toBeNull();
    await waitFor(() => expect(module.loaded()).not.toBeNull());
    expect(imports).toBe(1);
  });
});
