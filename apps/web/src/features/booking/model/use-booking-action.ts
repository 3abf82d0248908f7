import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';

export interface Failure {
  key: ErrorKey;
  params?: Record<string, string | number>;
}

/** One call at a time from a booking screen: `busy` while it runs, its spec §8 error after. */
export function useBookingAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(
        error instanceof ApiError ? { key: error.key, params: error.params } : { key: 'transaction_failed' },
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
}
