import type { Banner } from '@storefront/domain/catalog/catalog.schema';
import { popupsAllowed } from '@storefront/domain/navigation/navigation.rules';
import type { ScreenName } from '@storefront/domain/navigation/route-table';
import { useEffect, useState } from 'react';
import { track } from '../../session/model/tracker.ts';
import type { MenuContext } from '../hooks/use-menu-context.ts';
import { bannerLink } from '../model/banner-links.ts';
import { markPopupSeen, nextPopup } from '../model/popup-session.ts';
import { BannerCarousel, BannerGrid, HomeContent } from './banners.tsx';
import { PopupDialog } from './popup-dialog.tsx';

function linkOf(ctx: MenuContext, banner: Banner, bannerLayout: boolean) {
  return bannerLink(banner.url, {
    supplierSlug: ctx.slug,
    currentHost: window.location.host,
    tableId: ctx.tableId,
    bannerLayout,
  });
}

/** Carousel and grid banners and the venue's home content, every click tracked. */
export function HomeBanners({
  ctx,
  banners,
  view,
}: {
  ctx: MenuContext;
  banners: Banner[];
  view: ScreenName;
}) {
  const byLayout = (layout: Banner['layout_type']) => banners.filter((b) => b.layout_type === layout);
  const props = {
    lang: ctx.lang,
    linkOf: (banner: Banner) => linkOf(ctx, banner, true),
    onBannerClick: (banner: Banner) => track('click_banner', view, { label: banner.id }),
  };
  return (
    <>
      <BannerCarousel banners={byLayout('carousel')} {...props} />
      <BannerGrid banners={byLayout('grid')} {...props} />
      <HomeContent banners={banners} />
    </>
  );
}

/** The branch's pop-up, once per session, only where spec §2 Layout allows pop-ups (a branch and
 * a service set, not on Main, Location or the branch pickers). */
export function BranchPopup({ ctx, screen }: { ctx: MenuContext; screen: ScreenName }) {
  const banners = ctx.menu.data?.banners;
  const allowed = popupsAllowed(screen, ctx.branch !== undefined, ctx.service !== null);
  const [popup, setPopup] = useState<Banner | null>(null);

  useEffect(() => {
    if (!allowed || !banners) return;
    const next = nextPopup(banners);
    if (!next) return;
    // seen as soon as it shows: leaving the screen does not bring it back this session
    markPopupSeen(next.id);
    setPopup(next);
  }, [allowed, banners]);

  if (!popup) return null;
  return (
    <PopupDialog
      banner={popup}
      lang={ctx.lang}
      link={linkOf(ctx, popup, false)}
      onClose={() => setPopup(null)}
      onFollow={() => {
        track('click_popup', screen, { popup_id: popup.id });
        setPopup(null);
      }}
    />
  );
}
