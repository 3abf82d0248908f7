import { offeredLangs, resolveLang } from '@storefront/domain/i18n/lang.rules';
import { serviceCodeOf } from '@storefront/domain/order/service.rules';
import type { InstanceConfig, Supplier } from '@storefront/domain/venue/config.schema';
import { socialMediaKeys } from '@storefront/domain/venue/venue.paths';
import { type BranchService, branchServices } from '@storefront/domain/venue/venue.rules';
import { Dialog, DialogContent, DialogTitle } from '@storefront/ui/components/dialog.tsx';
import { Icon } from '@storefront/ui/components/icons.tsx';
import { ListSection } from '../../components/ui/list-section.tsx';
import { LabelledSection } from '@storefront/ui/components/screen-section.tsx';
import { useDinerStore } from '../../core/session/model/diner-store.ts';
import { mapUrl, whatsappUrl } from '../../core/venue/model/branch-pickers.ts';
import { useVenue } from '../../core/venue/model/venue-context.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../lib/paths.ts';
import { Link } from '@storefront/ui/lib/router.tsx';
import { useUiStore } from '../../lib/ui-store.ts';
import { selfName } from './language-name.ts';
import { LegalLinks } from '../../core/venue/components/legal-links.tsx';

// spec §2 Layout: the full-screen left panel with the branch's services, its description and
// address, the venue's social links and the language switcher.

/** Where a service leads from inside a branch; delivery goes to Location with full GPS (spec §2). */
function serviceHref(service: BranchService, supplierSlug: string, fullGps: boolean): string {
  switch (service) {
    case 'delivery':
    case 'schedule':
      return fullGps ? paths.location.getHref() : paths.delivery.getHref({ supplierSlug });
    case 'take_away':
      return paths.home.getHref({ supplierSlug });
    case 'on_table':
      return paths.onTableHome.getHref({ supplierSlug });
    case 'book':
      return paths.book.getHref({ supplierSlug });
  }
}

/** Social values are venue data: only http(s) addresses (or bare domains) become links. */
function socialHref(key: (typeof socialMediaKeys)[number], value: string): string | null {
  if (/^https?:\/\//i.test(value)) return value;
  if (key === 'whatsapp') return /\d/.test(value) ? whatsappUrl(value) : null;
  return /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value) ? `https://${value}` : null;
}

const rowClass = 'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium hover:bg-black/5';

function BranchServices({ branch, onChoose }: { branch: Supplier; onChoose: () => void }) {
  const { t } = useTranslation('shell');
  const venue = useVenue();
  const service = useDinerStore((state) => state.service);
  const current = useDinerStore((state) => serviceCodeOf(state));
  const setService = useDinerStore((state) => state.setService);
  return (
    <LabelledSection
      titleId="left-panel-services"
      title={t('common:home.services')}
      titleClass="sr-only"
      className="mt-6"
      as="nav"
    >
      <ul className="flex flex-col gap-1">
        {branchServices(branch).map((code) => (
          <li key={code}>
            <Link
              to={serviceHref(code, branch.slug, venue.full_gps)}
              aria-current={code === current ? 'true' : undefined}
              className={`${rowClass} aria-[current=true]:bg-brand aria-[current=true]:text-on-brand`}
              onClick={() => {
                setService(code);
                onChoose();
              }}
            >
              {(code !== 'schedule' && venue.labels_buttons[code]) || t(`common:services.${code}`)}
            </Link>
          </li>
        ))}
        {service === 'delivery' && (
          <li>
            <Link to={paths.myLocation.getHref()} className={rowClass} onClick={onChoose}>
              <Icon name="home_address" />
              {t('left_panel.my_address')}
            </Link>
          </li>
        )}
      </ul>
    </LabelledSection>
  );
}

function BranchAbout({ branch }: { branch: Supplier }) {
  const { t } = useTranslation('shell');
  if (!branch.description && !branch.address) return null;
  const map = mapUrl(branch);
  return (
    <LabelledSection
      titleId="left-panel-about"
      title={t('left_panel.about')}
      titleClass="text-lg font-semibold text-title"
      className="mt-6 border-t border-line pt-4"
    >
      {branch.description && <p className="mt-2 whitespace-pre-line">{branch.description}</p>}
      {branch.address && (
        <address className="mt-2 not-italic">
          <span className="sr-only">{t('left_panel.address')}: </span>
          {map ? (
            <a href={map} target="_blank" rel="noopener noreferrer" className={`${rowClass} -mx-3 underline`}>
              <Icon name="map_pin" />
              <span>
                {branch.address} <span className="sr-only">{t('left_panel.open_map')}</span>
              </span>
            </a>
          ) : (
            <p className="flex min-h-11 items-center gap-3">
              <Icon name="map_pin" />
              {branch.address}
            </p>
          )}
        </address>
      )}
    </LabelledSection>
  );
}

function SocialLinks({ socialmedia }: { socialmedia: InstanceConfig['socialmedia'] }) {
  const { t } = useTranslation('shell');
  const links = socialMediaKeys.flatMap((key) => {
    const value = socialmedia[key]?.trim();
    const href = value ? socialHref(key, value) : null;
    return href ? [{ key, href }] : [];
  });
  return (
    <ListSection
      titleId="left-panel-social"
      title={t('left_panel.social')}
      titleClass="text-lg font-semibold text-title"
      className="mt-6 border-t border-line pt-4"
      items={links}
      itemKey={(link) => link.key}
      listClass="mt-2 flex flex-wrap gap-2"
    >
      {({ key, href }) => (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="grid size-11 place-items-center rounded-full border border-line hover:bg-black/5"
        >
          <Icon name={key} />
          <span className="sr-only">
            {t(`social.${key}`)} {t('common:landing.opens_new_window')}
          </span>
        </a>
      )}
    </ListSection>
  );
}

export function LeftPanel({ branch }: { branch: Supplier }) {
  const { t } = useTranslation('shell');
  const venue = useVenue();
  const currentLang = resolveLang(
    venue,
    useDinerStore((state) => state.lang),
  );
  const { leftPanelOpen, setLeftPanelOpen, setLanguageSwitcherOpen } = useUiStore();
  const close = () => setLeftPanelOpen(false);
  return (
    <Dialog open={leftPanelOpen} onOpenChange={setLeftPanelOpen}>
      <DialogContent placement="left" closeLabel={t('common:app.close')} aria-describedby={undefined}>
        <DialogTitle className="pr-12">{branch.label}</DialogTitle>
        <BranchServices branch={branch} onChoose={close} />
        <BranchAbout branch={branch} />
        <SocialLinks socialmedia={venue.socialmedia} />
        <LegalLinks className="mt-6 border-t border-line pt-4" linkClass={`${rowClass} -mx-3 underline`} />
        {offeredLangs(venue).length > 1 && (
          <div className="mt-6 border-t border-line pt-4">
            <button
              type="button"
              className={`${rowClass} w-full text-left`}
              onClick={() => {
                close();
                setLanguageSwitcherOpen(true);
              }}
            >
              <Icon name="language" />
              <span className="grow">{t('left_panel.language')}</span>
              <span className="text-muted" lang={currentLang}>
                {selfName(currentLang)}
              </span>
              <Icon name="chevron_right" />
            </button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
