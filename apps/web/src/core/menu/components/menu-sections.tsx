import { localized } from '@storefront/domain/catalog/cart.rules';
import type { CatalogService, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { useEffect, useState } from 'react';
import { useLatestHandler } from '../../../lib/use-latest-handler.ts';
import type { MenuSection } from '../model/menu-selectors.ts';
import { sectionId } from './category-chip-bar.tsx';
import { ProductCard } from './product-card.tsx';

/** A section's height before it is first drawn: its heading and cards of about 124 px (a 96 px
 * image, padding and border) 12 px apart. */
const sectionHeight = (products: number) => 44 + products * 136;

/** Cards drawn with the screen, and in each later step: enough for a phone's first view, then
 * steps that each stay under a long task at 4× CPU. Preact draws what it is given in one task,
 * and a menu lists hundreds of cards (docs/decisions/079-a-long-menu-drawn-in-steps-on-preact.md). */
export const FIRST_CARDS = 12;
export const STEP_CARDS = 24;

/** How many of `total` cards are drawn: FIRST_CARDS at once, STEP_CARDS more after each paint
 * until all are. A longer list (a filter taken away) goes on from where it was. */
export function useCardsDrawn(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  useEffect(() => {
    if (drawn >= total) return;
    const step = setTimeout(() => setDrawn((n) => n + STEP_CARDS), 0);
    return () => clearTimeout(step);
  }, [drawn, total]);
  return drawn;
}

/** The menu's sections, each a heading and its product cards: one markup for the menu and the
 * on-table menu. Every heading is drawn at once, so the category bar's links and a `#section`
 * address find their place; the cards follow in steps, a section keeping the height of those it
 * still waits for and `aria-busy` until it has them all. */
export function MenuSections({
  sections,
  lang,
  currency,
  service,
  onOpen,
}: {
  sections: MenuSection[];
  lang: string;
  currency: string;
  /** The service the diner orders for, whose prices the cards show. */
  service?: CatalogService | undefined;
  onOpen(product: MenuProduct): void;
}) {
  // The screens pass a new arrow each render; the cards keep one handler and are not drawn again.
  const open = useLatestHandler(onOpen);
  const drawn = useCardsDrawn(sections.reduce((sum, section) => sum + section.products.length, 0));
  let before = 0;
  return sections.map((section) => {
    const headingId = sectionId(section.category);
    const shown = section.products.slice(0, Math.max(0, drawn - before));
    const waiting = section.products.length - shown.length;
    before += section.products.length;
    return (
      <section
        key={section.category.id}
        aria-labelledby={headingId}
        aria-busy={waiting > 0 || undefined}
        className="mt-4 scroll-mt-32 [content-visibility:auto]"
        style={{
          containIntrinsicSize: `auto ${sectionHeight(section.products.length)}px`,
          minHeight: waiting > 0 ? `${sectionHeight(section.products.length)}px` : undefined,
        }}
      >
        <h2 id={headingId} className="scroll-mt-32 py-2 text-xl font-bold text-title">
          {localized(section.category.name, lang)}
        </h2>
        <ul className="flex flex-col gap-3">
          {shown.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                lang={lang}
                currency={currency}
                service={service}
                onOpen={open}
              />
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
