import { useId } from 'react';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** The search box at the top of the menu. */
export function MenuSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <search className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 w-full rounded-full border border-line bg-page px-4"
      />
    </search>
  );
}
