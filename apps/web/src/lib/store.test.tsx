import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { create, createJSONStorage, persist, useShallow } from './store.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

interface Counter {
  count: number;
  label: string;
  bump(): void;
}

const counter = (
  set: (partial: Partial<Counter> | ((state: Counter) => Partial<Counter>)) => void,
): Counter => ({
  count: 0,
  label: 'a',
  bump: () => set((state) => ({ count: state.count + 1 })),
});

/** A store at module level, as the app's are, for the components below; reset by each test. */
const useShown = create<Counter>()(counter);
let renders = 0;

function Count() {
  return <p>{useShown((state) => state.count)}</p>;
}

function Label() {
  renders += 1;
  const { label } = useShown(useShallow((state) => ({ label: state.label })));
  return <p>{label}</p>;
}

describe('create', () => {
  it('merges a partial state, replaces a whole one, and tells subscribers the state before', () => {
    const useCounter = create<Counter>()(counter);
    const seen: [number, number][] = [];
    const stop = useCounter.subscribe((state, previous) => seen.push([state.count, previous.count]));
    useCounter.getState().bump();
    useCounter.setState({ label: 'b' });
    expect(useCounter.getState()).toMatchObject({ count: 1, label: 'b' });
    const same = useCounter.getState();
    useCounter.setState(same);
    expect(seen).toEqual([
      [1, 0],
      [1, 1],
    ]);
    useCounter.setState({ ...useCounter.getInitialState() }, true);
    expect(useCounter.getState().count).toBe(0);
    stop();
  });

  it('renders a component again when what its selector picks changes', () => {
    useShown.setState({ ...useShown.getInitialState() }, true);
    render(<Count />);
    act(() => useShown.getState().bump());
    expect(screen.getByText('1')).toBeTruthy();
  });
});

describe('persist', () => {
  const options = { name: 'test:counter', version: 1, storage: createJSONStorage(() => localStorage) };

  it('writes the kept part of the state as Zustand did, and reads it back when the store is made', () => {
    const first = create<Counter>()(
      persist(counter, { ...options, partialize: ({ label: _label, ...kept }) => kept }),
    );
    first.getState().bump();
    first.setState({ label: 'not kept' });
    expect(JSON.parse(localStorage.getItem('test:counter')!)).toEqual({ state: { count: 1 }, version: 1 });
    const second = create<Counter>()(persist(counter, options));
    expect(second.getState()).toMatchObject({ count: 1, label: 'a' });
    expect(typeof second.getState().bump).toBe('function');
  });

  it('leaves a stored state of another version, or one it cannot read, unread', () => {
    localStorage.setItem('test:counter', JSON.stringify({ state: { count: 7 }, version: 0 }));
    expect(create<Counter>()(persist(counter, options)).getState().count).toBe(0);
    localStorage.setItem('test:counter', '{not json');
    expect(create<Counter>()(persist(counter, options)).getState().count).toBe(0);
  });

  it('keeps the state in memory when the storage refuses to write or cannot be had', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const useCounter = create<Counter>()(persist(counter, { ...options, storage: refusing }));
    useCounter.getState().bump();
    expect(useCounter.getState().count).toBe(1);
    expect(
      createJSONStorage(() => {
        throw new Error('SecurityError');
      }),
    ).toBeUndefined();
  });

  it('rehydrate merges what the storage holds now over the state', async () => {
    const useCounter = create<Counter>()(persist(counter, options));
    localStorage.setItem('test:counter', JSON.stringify({ state: { count: 5 }, version: 1 }));
    await useCounter.persist.rehydrate();
    expect(useCounter.getState()).toMatchObject({ count: 5, label: 'a' });
  });
});

describe('useShallow', () => {
  it('keeps a component from rendering again for an equal object', () => {
    useShown.setState({ ...useShown.getInitialState() }, true);
    renders = 0;
    render(<Label />);
    act(() => useShown.getState().bump());
    expect(renders).toBe(1);
    act(() => useShown.setState({ label: 'b' }));
    expect(renders).toBe(2);
    expect(screen.getByText('b')).toBeTruthy();
  });
});
