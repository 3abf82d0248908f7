import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

export type Failure = { key: ErrorKey; params?: Record<string, string | number> } | null;

/** An error of the server (spec §8 key and params) next to the form that caused it. */
export function FormAlert({ error }: { error: Failure }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg border-2 border-brand p-3 font-semibold text-title">
      {t(`errors:${error.key}`, error.params ?? {})}
    </p>
  );
}
