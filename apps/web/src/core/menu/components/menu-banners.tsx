import type { Banner } from '@storefront/domain/catalog/catalog.schema';
import { popupsAllowed } from '@storefront/domain/navigation/navigation.rules';
import { popupMayOpen } from '@storefront/domain/navigation/popup.rules';
import type { ScreenName } from '@storefront/domain/navigation/route-table';
import { useEffect, useState } from 'react';
import { dialogReady } from '@storefront/ui/components/dialog.tsx';
import { onFirstInteraction } from '../../../lib/first-interaction.ts';
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
 * a service set, not on Main, Location or the branch pickers), and with the screen or not at all
 * (`popupMayOpen`, docs/decisions/096-a-pop-up-with-the-screen-or-not-at-all.md): its dialog's code
 * is asked for as the screen shows, and if the diner has started on the screen before it could
 * open, it waits for another screen. `whenDialogReady` is injectable for tests. */
export function BranchPopup({
  ctx,
  screen,
  whenDialogReady = dialogReady,
}: {
  ctx: MenuContext;
  screen: ScreenName;
  whenDialogReady?: () => true | Promise<unknown>;
}) {
  const banners = ctx.menu.data?.banners;
  const allowed = popupsAllowed(screen, ctx.branch !== undefined, ctx.service !== null);
  const [popup, setPopup] = useState<Banner | null>(null);

  useEffect(() => {
    if (!allowed || !banners) return;
    const next = nextPopup(banners);
    if (!next) return;
    const shownAt = performance.now();
    let interacted = false;
    let gone = false;
    const stopWatching = onFirstInteraction(() => {
      interacted = true;
    });
    const open = () => {
      stopWatching();
      if (gone || !popupMayOpen({ interacted, sinceScreenMs: performance.now() - shownAt })) return;
      // seen as soon as it shows: leaving the screen does not bring it back this session
      markPopupSeen(next.id);
      setPopup(next);
    };
    const ready = whenDialogReady();
    if (ready === true) open();
    else ready.then(open, stopWatching);
    return () => {
      gone = true;
      stopWatching();
    };
  }, [allowed, banners, whenDialogReady]);

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
