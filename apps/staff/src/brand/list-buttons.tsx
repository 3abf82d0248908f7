import { useTranslation } from '@storefront/ui/i18n/react.tsx';

// The buttons of an item of an ordered list of the brand (banners, landing links): up, down, and
// take it off the list, each naming the item for a screen reader.

export const listButtonClass = 'min-h-11 rounded-lg border border-line px-3 font-medium disabled:opacity-40';

export function ListItemButtons({
  name,
  index,
  count,
  remove,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  /** The remove button's words (archive a banner, remove a link). */
  remove: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={listButtonClass} disabled={index === 0} onClick={() => onMove(-1)}>
        {t('brand.list.up', { name })}
      </button>
      <button
        type="button"
        className={listButtonClass}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        {t('brand.list.down', { name })}
      </button>
      <button type="button" className={listButtonClass} onClick={onRemove}>
        {remove}
      </button>
    </div>
  );
}
