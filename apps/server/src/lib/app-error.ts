import type { ErrorKey } from '@storefront/domain/errors/error-keys';

/** An expected failure with a stable key (architecture §4); the error handler words it. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly key: ErrorKey;
  readonly params: Record<string, string | number>;

  constructor(statusCode: number, key: ErrorKey, params: Record<string, string | number> = {}) {
    super(key);
    this.statusCode = statusCode;
    this.key = key;
    this.params = params;
  }
}
