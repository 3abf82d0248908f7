import { localized } from '@storefront/domain/catalog/cart.rules';
import type { Banner } from '@storefront/domain/catalog/catalog.schema';
import { useId } from 'react';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { BannerLink } from '../model/banner-links.ts';
import { BannerAnchor } from './banner-link.tsx';
import { ProductImage } from './product-image.tsx';

interface BannerListProps {
  banners: Banner[];
  lang: string;
  linkOf(banner: Banner): BannerLink | null;
  onBannerClick(banner: Banner): void;
}

/** The title shows as text; without one, the image carries a positional name ("Promotion 2 of
 * 3") so the link is never nameless. */
function BannerBody({
  banner,
  lang,
  wide,
  fallbackName,
  lead = false,
}: {
  banner: Banner;
  lang: string;
  wide: boolean;
  fallbackName: string;
  lead?: boolean;
}) {
  const title = banner.title ? localized(banner.title, lang) : null;
  return (
    <>
      <ProductImage
        src={banner.image}
        alt={title ? '' : fallbackName}
        width={wide ? 640 : 320}
        height={wide ? 280 : 200}
        className={`w-full ${wide ? 'aspect-[16/7]' : 'aspect-[8/5]'}`}
        lead={lead}
      />
      {title && <span className="block px-3 py-2 font-semibold">{title}</span>}
    </>
  );
}

/** The two looks of a banner list: its heading, list, item and link classes and the image shape. */
const looks = {
  carousel: {
    title: 'banners.carousel',
    titleClass: 'sr-only',
    listClass: '-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth px-4 pb-2',
    itemClass: 'w-[85%] shrink-0 snap-center overflow-hidden rounded-xl border border-line sm:w-[60%]',
    anchorClass: 'block',
    wide: true,
  },
  grid: {
    title: 'banners.grid',
    titleClass: 'mb-2 text-lg font-semibold text-title',
    listClass: 'grid grid-cols-2 gap-3',
    itemClass: 'overflow-hidden rounded-xl border border-line',
    anchorClass: 'block h-full',
    wide: false,
  },
} as const;

function BannerList({
  banners,
  lang,
  linkOf,
  onBannerClick,
  look,
}: BannerListProps & { look: (typeof looks)[keyof typeof looks] }) {
  const { t } = useTranslation('catalog');
  const headingId = useId();
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className={look.titleClass}>
        {t(look.title)}
      </h2>
      <ul className={look.listClass}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={look.itemClass}>
            <BannerAnchor
              link={linkOf(banner)}
              onClick={() => onBannerClick(banner)}
              className={look.anchorClass}
            >
              <BannerBody
                banner={banner}
                lang={lang}
                wide={look.wide}
                fallbackName={t('banners.position', { index: index + 1, count: banners.length })}
                lead={index === 0}
              />
            </BannerAnchor>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Carousel banners: a horizontally scrolling list that snaps to each banner; swipe, or Tab
 * through the links. */
export function BannerCarousel(props: BannerListProps) {
  return <BannerList {...props} look={looks.carousel} />;
}

export function BannerGrid(props: BannerListProps) {
  return <BannerList {...props} look={looks.grid} />;
}

/** Readable defaults for venue HTML (headings, lists, links, images that fit). */
export const venueHtml =
  'overflow-hidden break-words [&_:is(h2,h3,h4)]:mt-3 [&_:is(h2,h3,h4)]:text-lg [&_:is(h2,h3,h4)]:font-semibold ' +
  '[&_:is(h2,h3,h4)]:text-title [&_p]:my-1 [&_ul]:list-disc [&_ol]:list-decimal [&_:is(ul,ol)]:pl-5 ' +
  '[&_a]:underline [&_img]:h-auto [&_img]:max-w-full';

/** `content_home` venue HTML, sanitized by the server before it reaches any diner. */
export function HomeContent({ banners }: { banners: Banner[] }) {
  const blocks = banners.filter((b) => b.layout_type === 'home' && b.content_home);
  return blocks.map((banner) => (
    <div
      key={banner.id}
      className={`mt-6 ${venueHtml}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on import by the server
      dangerouslySetInnerHTML={{ __html: banner.content_home ?? '' }}
    />
  ));
}
