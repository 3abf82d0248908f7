import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import type { MediaUpload } from '@storefront/domain/media/media.schema';
import { ApiError } from '@storefront/ui/lib/api-client.ts';

// A photo sent to POST /staff/media.json (docs/back-office.md#photos): the file's bytes as the
// body, whatever its type (the server reads it from the bytes), with the share sent so far for a
// progress bar (an XMLHttpRequest: fetch reports no upload progress). The answer's `ref` is what
// an image field stores; a refusal is the server's `{ key, message, params }` as an ApiError, as
// `api` throws it.

export function uploadPhoto(file: Blob, onProgress?: (sent: number) => void): Promise<MediaUpload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/staff/media.json');
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.responseType = 'json';
    request.withCredentials = true;
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    request.onerror = () => reject(new ApiError(0, 'service_unavailable', 'network error'));
    request.onload = () => {
      const answer = request.response as
        | (MediaUpload & { key?: ErrorKey; message?: string; params?: Record<string, string | number> })
        | null;
      if (request.status >= 200 && request.status < 300 && answer?.ref) return resolve(answer);
      reject(
        new ApiError(
          request.status,
          answer?.key ?? 'internal_error',
          answer?.message ?? request.statusText,
          answer?.params ?? {},
        ),
      );
    };
    request.send(file);
  });
}
