import type { EditorCatalog, EditorOptionGroup } from '@storefront/domain/catalog/menu-editor.schema';
import { QueryClient, QueryClientProvider } from '@storefront/ui/lib/query.tsx';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { MenuGroups } from './menu-groups.tsx';

// The shared option groups' list without a server: an archived group says so and offers Restore,
// the others Archive. Archiving through the real server: catalog.editor.api.test.ts.

const group = (id: number, name: string, archived: boolean): EditorOptionGroup => ({
  id,
  key: name.toLowerCase(),
  name: { es: name },
  min: 0,
  max: 1,
  required: false,
  options: [
    {
      id,
      key: 'a',
      name: { es: 'A' },
      price: 0,
      allergens: { contains: [], may_contain: [] },
      available: true,
    },
  ],
  product_ids: [],
  archived,
  version: 1,
});

const catalog: EditorCatalog = {
  currency: 'COP',
  languages: ['es'],
  default_language: 'es',
  branches: [],
  categories: [],
  products: [],
  option_groups: [group(1, 'Salsas', false), group(2, 'Queso', true)],
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the shared option groups’ list', () => {
  it('marks an archived group and offers Restore; the others Archive', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MenuGroups catalog={catalog} />
      </QueryClientProvider>,
    );
    const cheese = within(screen.getByRole('listitem', { name: 'Queso' }));
    expect(cheese.getByText('Archived')).toBeTruthy();
    expect(cheese.getByRole('button', { name: 'Restore Queso' })).toBeTruthy();
    const sauces = within(screen.getByRole('listitem', { name: 'Salsas' }));
    expect(sauces.queryByText('Archived')).toBeNull();
    expect(sauces.getByRole('button', { name: 'Archive Salsas' })).toBeTruthy();
  });
});
