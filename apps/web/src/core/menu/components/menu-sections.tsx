import { localized } from '@storefront/domain/catalog/cart.rules';
import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { useLatestHandler } from '../../../lib/use-latest-handler.ts';
import type { MenuSection } from '../model/menu-selectors.ts';
import { sectionId } from './category-chip-bar.tsx';
import { ProductCard } from './product-card.tsx';

/** A section's height before it is first drawn: its heading and cards of about 124 px (a 96 px
 * image, padding and border) 12 px apart. */
const sectionHeight = (products: number) => 44 + products * 136;

/** The menu's sections, each a heading and its product cards: one markup for the menu and the
 * on-table menu. */
export function MenuSections({
  sections,
  lang,
  currency,
  onOpen,
}: {
  sections: MenuSection[];
  lang: string;
  currency: string;
  onOpen(product: MenuProduct): void;
}) {
  // The screens pass a new arrow each render; the cards keep one handler and are not drawn again.
  const open = useLatestHandler(onOpen);
  return sections.map((section) => {
    const headingId = sectionId(section.category);
    return (
      <section
        key={section.category.id}
        aria-labelledby={headingId}
        className="mt-4 scroll-mt-32 [content-visibility:auto]"
        style={{ containIntrinsicSize: `auto ${sectionHeight(section.products.length)}px` }}
      >
        <h2 id={headingId} className="scroll-mt-32 py-2 text-xl font-bold text-title">
          {localized(section.category.name, lang)}
        </h2>
        <ul className="flex flex-col gap-3">
          {section.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} lang={lang} currency={currency} onOpen={open} />
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
