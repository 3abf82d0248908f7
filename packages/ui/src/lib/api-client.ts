import type { ErrorKey } from '@storefront/domain/errors/error-keys';

// Every storefront request carries customer_id, supplier_id, service, subservice and lang when
// known (spec §7); the values live here and are updated as the diner moves.
export interface RequestContext {
  customer_id?: string;
  supplier_id?: string;
  service?: string;
  subservice?: string;
  lang?: string;
}

const context: RequestContext = {};

/** The service and subservice headers of a diner's service state (empty ones are left out). */
export function serviceHeaders(state: {
  service: string | null;
  subservice: string | null;
}): Pick<RequestContext, 'service' | 'subservice'> {
  return {
    ...(state.service ? { service: state.service } : {}),
    ...(state.subservice ? { subservice: state.subservice } : {}),
  };
}

export function setRequestContext(patch: RequestContext): void {
  Object.assign(context, patch);
  for (const key of Object.keys(context) as (keyof RequestContext)[]) {
    if (!context[key]) delete context[key];
  }
}

export class ApiError extends Error {
  readonly status: number;
  readonly key: ErrorKey;
  readonly params: Record<string, string | number>;

  constructor(status: number, key: ErrorKey, message: string, params: Record<string, string | number> = {}) {
    super(message);
    this.status = status;
    this.key = key;
    this.params = params;
  }
}

/** A refusal as a form shows it (components/ui/form-alert.tsx): the spec §8 key and its params. */
export interface Failure {
  key: ErrorKey;
  params?: Record<string, string | number>;
}

/** The refusal a failed call gives: the server's error, else `fallback` (offline, an unreadable answer). */
export const failureOf = (error: unknown, fallback: ErrorKey): Failure =>
  error instanceof ApiError ? { key: error.key, params: error.params } : { key: fallback };

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(context as Record<string, string>),
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers: { ...headers, ...request.headers },
      body: request.body === undefined ? null : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: request.signal ?? null,
    });
  } catch {
    throw new ApiError(0, 'service_unavailable', 'network error');
  }
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
  const error = (await response.json().catch(() => null)) as {
    key?: ErrorKey;
    message?: string;
    params?: Record<string, string | number>;
  } | null;
  throw new ApiError(
    response.status,
    error?.key ?? 'internal_error',
    error?.message ?? response.statusText,
    error?.params,
  );
}
