import type { ReactNode } from 'react';
import { LabelledSection } from '@storefront/ui/components/screen-section.tsx';

// Not in screen-section.tsx, which every screen loads on first render; these lists are the left
// panel's and the table's (bench/bundle.ts).

/** A named landmark holding one list, shown only when the list has items (the diner's orders, the
 * payments of a bill, the venue's social links). */
export function ListSection<T>({
  items,
  itemKey,
  listClass,
  itemClass,
  children: renderItem,
  ...section
}: {
  titleId: string;
  title: ReactNode;
  titleClass?: string;
  className?: string;
  items: readonly T[];
  itemKey(item: T): string | number;
  listClass: string;
  itemClass?: string;
  children(item: T, index: number): ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <LabelledSection {...section}>
      <ul className={listClass}>
        {items.map((item, index) => (
          <li key={itemKey(item)} className={itemClass}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
