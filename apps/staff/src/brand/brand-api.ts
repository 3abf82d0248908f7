import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import type { MediaUpload } from '@storefront/domain/media/media.schema';
import type { Brand, BrandEditInput } from '@storefront/domain/venue/brand.schema';
import { ApiError, api } from '@storefront/ui/lib/api-client.ts';

// The brand editor's calls (docs/staff-api.md, GET and PUT /staff/venue/brand.json), and a logo or
// banner image uploaded as the photos of the menu are (POST /staff/media.json: the file's bytes as
// the body; the answer's `ref` is what an image field stores).

export const brandKey = ['staff', 'brand'] as const;

async function uploadImage(file: Blob): Promise<MediaUpload> {
  let response: Response;
  try {
    response = await fetch('/staff/media.json', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'service_unavailable', 'network error');
  }
  const answer = (await response.json().catch(() => null)) as
    | (MediaUpload & { key?: ErrorKey; message?: string; params?: Record<string, string | number> })
    | null;
  if (response.ok && answer) return answer;
  throw new ApiError(
    response.status,
    answer?.key ?? 'internal_error',
    answer?.message ?? response.statusText,
    answer?.params,
  );
}

export const brandApi = {
  read: () => api<Brand>('/staff/venue/brand.json'),
  save: (body: BrandEditInput) => api<Brand>('/staff/venue/brand.json', { method: 'PUT', body }),
  uploadImage,
};
