import type { Allergen } from '@storefront/domain/catalog/catalog.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** "Contains: …" and "May contain: …" lines, on products and on options. */
export function AllergenList({
  allergens,
  className = '',
}: {
  allergens: { contains: Allergen[]; may_contain: Allergen[] };
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  const names = (list: Allergen[]) => list.map((a) => t(`allergens.${a}`)).join(', ');
  if (allergens.contains.length === 0 && allergens.may_contain.length === 0) return null;
  return (
    <span className={`flex flex-col text-sm text-muted ${className}`}>
      {allergens.contains.length > 0 && (
        <span>{t('product.contains', { list: names(allergens.contains) })}</span>
      )}
      {allergens.may_contain.length > 0 && (
        <span>{t('product.may_contain', { list: names(allergens.may_contain) })}</span>
      )}
    </span>
  );
}
