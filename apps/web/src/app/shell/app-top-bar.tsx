import { offeredLangs } from '@storefront/domain/i18n/lang.rules';
import { backTarget, mainHeaderLeading } from '@storefront/domain/navigation/navigation.rules';
import { cartIconScreens, type HeaderType } from '@storefront/domain/navigation/route-table';
import { TopBar } from '../../components/ui/top-bar.tsx';
import { useDinerStore } from '../../core/session/model/diner-store.ts';
import { VenueLogo } from '../../core/venue/components/venue-logo.tsx';
import { useVenue } from '../../core/venue/model/venue-context.tsx';
import { MyOrderBack } from '../../features/on-table/components/my-order-back.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link, useNavigate } from '@storefront/ui/lib/router.tsx';
import { useUiStore } from '../../lib/ui-store.ts';

const iconButton = 'grid size-11 shrink-0 place-items-center rounded-full hover:bg-black/10';

/** A round bar button that only shows its icon; its label names it for screen readers. */
function IconButton({ label, d, onClick }: { label: string; d: string; onClick(): void }) {
  return (
    <button type="button" className={iconButton} aria-label={label} onClick={onClick}>
      <Icon d={d} />
    </button>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={d} />
    </svg>
  );
}

function Leading({ header, branchSlug }: { header: HeaderType; branchSlug: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const venue = useVenue();
  const service = useDinerStore((s) => s.service);
  const openPanel = useUiStore((s) => s.setLeftPanelOpen);
  if (header === 'main') {
    const branch = venue.suppliers.find((s) => s.slug === branchSlug);
    if (mainHeaderLeading(branch?.count_services ?? null) === 'menu') {
      return (
        <IconButton
          label={t('shell_bar.open_menu')}
          d="M4 6h16M4 12h16M4 18h16"
          onClick={() => openPanel(true)}
        />
      );
    }
  }
  // spec §4: MyOrder's back button follows the cart navigation state
  if (header === 'my_order')
    return <MyOrderBack className={iconButton} icon={<Icon d="M15 18l-6-6 6-6" />} />;
  const target = backTarget(header, { supplierSlug: branchSlug, service });
  const label = target.kind === 'path' && target.to === '/' ? t('shell_bar.back_to_main') : t('app.back');
  if (target.kind === 'path') {
    return (
      <Link to={target.to} className={iconButton} aria-label={label}>
        <Icon d="M15 18l-6-6 6-6" />
      </Link>
    );
  }
  return <IconButton label={label} d="M15 18l-6-6 6-6" onClick={() => navigate(-1)} />;
}

/** The top bar of spec §2 Layout for one screen: back or menu by header type, logo, title, the
 * language button when the venue offers several, and the cart only on its seven screens. */
export function AppTopBar({
  screen,
  header,
  branchSlug,
}: {
  screen: string;
  header: HeaderType;
  branchSlug: string | null;
}) {
  const { t } = useTranslation();
  const venue = useVenue();
  const service = useDinerStore((s) => s.service);
  const openLanguages = useUiStore((s) => s.setLanguageSwitcherOpen);
  const showCart = cartIconScreens.has(screen) && branchSlug !== null;
  const cartHref =
    service === 'on_table' ? `/${branchSlug}/menu-digital/order` : `/${branchSlug}/delivery/order`;
  return (
    <TopBar
      leading={<Leading header={header} branchSlug={branchSlug} />}
      logo={
        <Link
          to="/"
          className="shrink-0 rounded-full"
          aria-label={t('shell_bar.home_of', { venue: venue.name })}
        >
          <VenueLogo size={36} decorative />
        </Link>
      }
      title={venue.name}
      trailing={
        <>
          {offeredLangs(venue).length > 1 && (
            <IconButton
              label={t('shell_bar.language')}
              d="M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18"
              onClick={() => openLanguages(true)}
            />
          )}
          {showCart && (
            <Link to={cartHref} className={iconButton} aria-label={t('shell_bar.cart')}>
              <Icon d="M3 4h2l2.4 11.2a1 1 0 001 .8h9.2a1 1 0 001-.8L20 8H6M9 20h.01M17 20h.01" />
            </Link>
          )}
        </>
      }
    />
  );
}
