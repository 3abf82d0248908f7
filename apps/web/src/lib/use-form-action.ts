import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import { useState } from 'react';
import { type Failure, failureOf } from '@storefront/ui/lib/api-client.ts';

/** One call at a time from a form: `busy` while it runs, its spec §8 error after (`fallback` when
 * the call failed without one, e.g. offline). */
export function useFormAction(fallback: ErrorKey = 'transaction_failed') {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(failureOf(error, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
}
