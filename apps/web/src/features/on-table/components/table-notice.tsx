import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import { Icon } from '@storefront/ui/components/icons.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** A spec §8 message shown in the page (not a dialog): the table is unknown, or table service is
 * not available right now. */
export function TableNotice({ errorKey }: { errorKey: ErrorKey }) {
  const { t } = useTranslation('errors');
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl border border-line p-4 font-semibold">
      <Icon name="warning" className="size-6 shrink-0" />
      <span>{t(errorKey)}</span>
    </p>
  );
}
