import type {
  EditorCatalog,
  EditorCategory,
  EditorOptionGroup,
  EditorProduct,
  OptionGroupBody,
  PriceChangeBody,
  ProductCreateBody,
  ProductUpdateBody,
} from '@storefront/domain/catalog/menu-editor.schema';
import { api } from '@storefront/ui/lib/api-client.ts';

// The menu editor's calls (docs/back-office.md#menu, docs/staff-api.md): the whole catalogue read
// once, each save sending the `version` it read (409 stale_edit when someone saved in between).

export const menuKey = ['staff', 'menu', 'catalog'] as const;

type Localized = EditorCategory['name'];
export interface CategoryBody {
  name: Localized;
  image: string | null;
  parent_id: number | null;
}

export const menuApi = {
  catalog: () => api<EditorCatalog>('/staff/menu/catalog.json'),
  createCategory: (body: CategoryBody) =>
    api<EditorCategory>('/staff/menu/categories.json', { method: 'POST', body }),
  saveCategory: (id: number, body: CategoryBody & { version: number; archived: boolean }) =>
    api<EditorCategory>(`/staff/menu/categories/${id}.json`, { method: 'PUT', body }),
  orderCategories: (parentId: number | null, ids: number[]) =>
    api<{ ids: number[] }>('/staff/menu/category_order.json', {
      method: 'PUT',
      body: { parent_id: parentId, ids },
    }),
  createProduct: (body: ProductCreateBody) =>
    api<EditorProduct>('/staff/menu/products.json', { method: 'POST', body }),
  saveProduct: (id: number, body: ProductUpdateBody) =>
    api<EditorProduct>(`/staff/menu/products/${id}.json`, { method: 'PUT', body }),
  duplicateProduct: (id: number) =>
    api<EditorProduct>(`/staff/menu/products/${id}/duplicate.json`, { method: 'POST' }),
  archiveProduct: (id: number, archived: boolean, version: number) =>
    api<EditorProduct>(`/staff/menu/products/${id}/archive.json`, {
      method: 'PUT',
      body: { archived, version },
    }),
  createGroup: (body: OptionGroupBody) =>
    api<EditorOptionGroup>('/staff/menu/option_groups.json', { method: 'POST', body }),
  saveGroup: (id: number, body: OptionGroupBody & { version: number }) =>
    api<EditorOptionGroup>(`/staff/menu/option_groups/${id}.json`, { method: 'PUT', body }),
  archiveGroup: (id: number, archived: boolean, version: number) =>
    api<EditorOptionGroup>(`/staff/menu/option_groups/${id}/archive.json`, {
      method: 'PUT',
      body: { archived, version },
    }),
  changePrices: (body: PriceChangeBody) =>
    api<{ changed: number }>('/staff/menu/price_change.json', { method: 'POST', body }),
};
