import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

afterEach(cleanup);

// The shared components' second run is on React DOM, the staff console's renderer
// (vitest.config.ts): React DOM marks the container it renders into.
it('renders the shared components with React DOM, the staff console renderer', () => {
  const { container } = render(<output>react</output>);
  expect(Object.keys(container).some((key) => key.startsWith('__reactContainer$'))).toBe(true);
});
