import { localized } from '@storefront/domain/catalog/cart.rules';
import type { Banner } from '@storefront/domain/catalog/catalog.schema';
import { Dialog, DialogContent, DialogTitle } from '@storefront/ui/components/dialog.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { BannerLink } from '../model/banner-links.ts';
import { BannerAnchor } from './banner-link.tsx';
import { venueHtml } from './banners.tsx';
import { ProductImage } from './product-image.tsx';

/** A venue pop-up (banner layout popup): its image and sanitized HTML, and a "see more" link
 * when it leads somewhere. */
export function PopupDialog({
  banner,
  lang,
  link,
  onClose,
  onFollow,
}: {
  banner: Banner;
  lang: string;
  link: BannerLink | null;
  onClose(): void;
  onFollow(): void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('popup.close')} aria-describedby={undefined}>
        <DialogTitle className="pr-12">
          {banner.title ? localized(banner.title, lang) : t('popup.title')}
        </DialogTitle>
        {banner.image && (
          <ProductImage
            src={banner.image}
            width={480}
            height={300}
            className="mt-3 aspect-[8/5] w-full rounded-xl"
          />
        )}
        <div
          className={`mt-3 ${venueHtml}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on import by the server
          dangerouslySetInnerHTML={{ __html: banner.content_popup ?? '' }}
        />
        {link && (
          <BannerAnchor
            link={link}
            onClick={onFollow}
            className="mt-4 flex min-h-12 items-center justify-center rounded-lg bg-brand px-5 font-semibold text-on-brand"
          >
            {t('popup.more')}
          </BannerAnchor>
        )}
      </DialogContent>
    </Dialog>
  );
}
