import type { Brand, BrandEditInput } from '@storefront/domain/venue/brand.schema';
import { api } from '@storefront/ui/lib/api-client.ts';

// The brand editor's calls (docs/staff-api.md, GET and PUT /staff/venue/brand.json). A logo or
// banner image is uploaded as every photo is (app/photo-upload.ts).

export const brandKey = ['staff', 'brand'] as const;

export const brandApi = {
  read: () => api<Brand>('/staff/venue/brand.json'),
  save: (body: BrandEditInput) => api<Brand>('/staff/venue/brand.json', { method: 'PUT', body }),
};
