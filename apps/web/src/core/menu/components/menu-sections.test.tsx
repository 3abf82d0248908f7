import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/menu.fixture.ts';
import { renderInApp, resetApp } from '../../../test/render.tsx';
import type { MenuSection } from '../model/menu-selectors.ts';
import { FIRST_CARDS, MenuSections, STEP_CARDS } from './menu-sections.tsx';

afterEach(resetApp);

/** Sections of `sizes[i]` products each, named `s<i>-<n>`. */
const sections = (...sizes: number[]): MenuSection[] =>
  sizes.map((size, i) => ({
    category: { id: `c${i}`, name: { es: `Categoría ${i}` }, image: null, parent_id: null },
    products: Array.from({ length: size }, (_, n) => productFixture({ id: `s${i}-${n}` })),
  }));

const cards = () => screen.queryAllByRole('article').length;

describe('MenuSections: a long menu drawn in steps (ADR 079)', () => {
  it('draws every heading and the first cards at once, the rest in steps, busy until each section is whole', async () => {
    const menu = sections(FIRST_CARDS - 2, STEP_CARDS * 2, 5);
    const total = FIRST_CARDS - 2 + STEP_CARDS * 2 + 5;
    renderInApp(<MenuSections sections={menu} lang="es" currency="COP" onOpen={() => {}} />);

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Categoría 0',
      'Categoría 1',
      'Categoría 2',
    ]);
    expect(cards()).toBe(FIRST_CARDS);
    const [first, second, third] = screen.getAllByRole('region');
    expect(first!.getAttribute('aria-busy')).toBeNull();
    expect(second!.getAttribute('aria-busy')).toBe('true');
    expect(third!.getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(cards()).toBe(total));
    for (const region of screen.getAllByRole('region')) expect(region.getAttribute('aria-busy')).toBeNull();
    // in the menu's order
    expect(screen.getAllByRole('article').at(-1)?.textContent).toContain('s2-4');
  });

  it('draws a short menu whole at once', () => {
    renderInApp(<MenuSections sections={sections(3, 2)} lang="es" currency="COP" onOpen={() => {}} />);
    expect(cards()).toBe(5);
    for (const region of screen.getAllByRole('region')) expect(region.getAttribute('aria-busy')).toBeNull();
  });
});
